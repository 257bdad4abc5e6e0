import { ENEMY_STEPS, type EnemyStep, type Phase, type PlayState } from '../../../../shared/memory-play/play-types.js';

/**
 * TURN-1: the four phases of a turn, the enemy phase in its three steps (ENM-1), as the
 * tracker strip shows them: done, current, still to come, or skipped in this memory (SET-9,
 * ENM-2: none in 0.1, the campaign book's choice in 0.2).
 */

export type StageKey = 'event' | 'assassin' | EnemyStep | 'end';

export type StageStatus = 'done' | 'current' | 'upcoming' | 'skipped';

export interface TrackerStage {
  key: StageKey;
  phase: Phase;
  status: StageStatus;
}

const STAGES: readonly { key: StageKey; phase: Phase }[] = [
  { key: 'event', phase: 'event' },
  { key: 'assassin', phase: 'assassin' },
  ...ENEMY_STEPS.map((step) => ({ key: step, phase: 'enemy' as const })),
  { key: 'end', phase: 'end' },
];

const currentKey = (state: Pick<PlayState, 'phase' | 'enemyStep'>): StageKey => (state.phase === 'enemy' ? (state.enemyStep ?? 'reinforcement') : state.phase);

export function trackerStages(state: Pick<PlayState, 'phase' | 'enemyStep' | 'enemyStepsPlayed' | 'outcome'>): TrackerStage[] {
  const current = STAGES.findIndex((stage) => stage.key === currentKey(state));
  return STAGES.map((stage, index) => {
    const skipped = stage.phase === 'enemy' && !state.enemyStepsPlayed.includes(stage.key as EnemyStep);
    let status: StageStatus;
    if (skipped) status = 'skipped';
    else if (state.outcome !== null || index < current) status = 'done';
    else if (index === current) status = 'current';
    else status = 'upcoming';
    return { ...stage, status };
  });
}

/** Whether this memory plays part of the enemy phase only (SET-9: memory 0.2), or none of it (0.1). */
export function enemyPhaseScope(state: Pick<PlayState, 'enemyStepsPlayed'>): 'all' | 'partial' | 'none' {
  if (state.enemyStepsPlayed.length === 0) return 'none';
  return state.enemyStepsPlayed.length === ENEMY_STEPS.length ? 'all' : 'partial';
}
