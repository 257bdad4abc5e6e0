import type { MessageKey } from '../../../i18n/message-key.js';
import { ENEMY_STAGES, type EnemyStage, type Phase, type PlayState } from '../../../../shared/memory-play/play-types.js';

/**
 * TURN-1: the four phases of a turn, the enemy phase in its three steps (ENM-1) and the moment
 * after its last one (SAVE-3), as the tracker strip shows them: done, current, still to come, or skipped in this memory (SET-9,
 * ENM-2: none in 0.1, the campaign book's choice in 0.2).
 */

/** `after-enemy`: the moment after the enemy phase's last step, before the end of turn (SAVE-3). */
export type StageKey = 'event' | 'assassin' | EnemyStage | 'after-enemy' | 'end';

export type StageStatus = 'done' | 'current' | 'upcoming' | 'skipped';

export interface TrackerStage {
  key: StageKey;
  phase: Phase;
  status: StageStatus;
}

const STAGES: readonly { key: StageKey; phase: Phase }[] = [
  { key: 'event', phase: 'event' },
  { key: 'assassin', phase: 'assassin' },
  ...ENEMY_STAGES.map((step) => ({ key: step, phase: 'enemy' as const })),
  { key: 'after-enemy', phase: 'enemy' },
  { key: 'end', phase: 'end' },
];

const currentKey = (state: Pick<PlayState, 'phase' | 'enemyStage'>): StageKey => (state.phase === 'enemy' ? (state.enemyStage ?? 'after-enemy') : state.phase);

/** SAVE-3: the moment after the last enemy step is "after combat", unless the memory does not play combat (SET-9). */
export function stageLabelKey(key: StageKey, state: Pick<PlayState, 'enemyStagesPlayed'>): MessageKey {
  if (key !== 'after-enemy') return `memoryPlay.board.stages.${key}`;
  return state.enemyStagesPlayed.at(-1) === 'combat' ? 'memoryPlay.board.stages.afterCombat' : 'memoryPlay.board.stages.afterEnemy';
}

export function trackerStages(state: Pick<PlayState, 'phase' | 'enemyStage' | 'enemyStagesPlayed' | 'outcome'>): TrackerStage[] {
  const current = STAGES.findIndex((stage) => stage.key === currentKey(state));
  return STAGES.map((stage, index) => {
    const skipped = stage.phase === 'enemy' && (stage.key === 'after-enemy' ? state.enemyStagesPlayed.length === 0 : !state.enemyStagesPlayed.includes(stage.key as EnemyStage));
    let status: StageStatus;
    if (skipped) status = 'skipped';
    else if (state.outcome !== null || index < current) status = 'done';
    else if (index === current) status = 'current';
    else status = 'upcoming';
    return { ...stage, status };
  });
}

/** Whether this memory plays part of the enemy phase only (SET-9: memory 0.2), or none of it (0.1). */
export function enemyPhaseScope(state: Pick<PlayState, 'enemyStagesPlayed'>): 'all' | 'partial' | 'none' {
  if (state.enemyStagesPlayed.length === 0) return 'none';
  return state.enemyStagesPlayed.length === ENEMY_STAGES.length ? 'all' : 'partial';
}
