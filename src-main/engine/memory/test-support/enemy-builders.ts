import type { EnemyCard } from '../../../../shared/memory-play/enemy-box-data.js';
import type { EnemyStageInput } from '../../../../shared/memory-play/enemy-phase.js';
import type { MapSide, SquareRef } from '../../../../shared/memory-play/map/map-types.js';
import type { EnemyStage, EventDirection, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { EnemyPhaseStep, Step } from '../../../../shared/memory-play/moves/index.js';
import type { PlaySetup } from '../setup.js';
import { play, startPlay, testAssassins, testMap, testSetup } from './play-builders.js';

/**
 * Builders for enemy-phase tests. Card values here are test values typed for the test (as the
 * players would type theirs), never the game's.
 */

/** Test enemy cards: a ranged crossbowman with 1 die, a melee agile guard with 2 dice that ignores ladders. */
export const TEST_ENEMY_CARDS: EnemyCard[] = [
  { guardType: 'crossbowman', health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false, notes: '' },
  { guardType: 'agile', health: 1, blackDice: 2, weapon: 'melee', ignoresLadders: true, notes: '' },
];

/** What a test puts on the board before the enemy phase, through the players' manual steps. */
export interface BoardSpec {
  guards?: { square: SquareRef; guardType?: string; count?: number; body?: boolean }[];
  /** Assassins a1, a2… placed on these squares, in order; `exposed` clips a red base. */
  assassins?: { square: SquareRef; exposed?: boolean; health?: number }[];
  looseRedBases?: SquareRef[];
  alert?: 'active';
}

export function boardSteps(spec: BoardSpec): Step[] {
  const steps: Step[] = [];
  for (const guard of spec.guards ?? []) {
    for (let n = 0; n < (guard.count ?? 1); n += 1) {
      steps.push({ kind: 'add-miniature', miniature: { kind: 'guard', guardType: guard.guardType ?? 'crossbowman', ...(guard.body ? { body: true } : {}) }, side: 'A', square: guard.square });
    }
  }
  (spec.assassins ?? []).forEach((assassin, index) => {
    const miniatureId = `a${index + 1}`;
    steps.push({ kind: 'move-miniature', miniatureId, side: 'A', square: assassin.square });
    if (assassin.health !== undefined) steps.push({ kind: 'set-health', miniatureId, health: assassin.health });
    if (assassin.exposed) steps.push({ kind: 'attach-red-base', miniatureId });
  });
  for (const square of spec.looseRedBases ?? []) steps.push({ kind: 'place-red-base', side: 'A', square });
  if (spec.alert === 'active') steps.push({ kind: 'set-alert', side: 'A', alert: 'active' });
  return steps;
}

/**
 * A one-map play on `side` (no starting guards unless the side has them), its board as `spec`
 * says, taken to the enemy step `at` of turn 1 with the event showing `direction`. Earlier
 * enemy steps are ended by hand (GEN-6).
 */
export function enemyPhaseAt(side: MapSide, at: EnemyStage, spec: BoardSpec = {}, direction: EventDirection = 'N', setup: Partial<PlaySetup> = {}): PlayState {
  const assassins = Math.max(2, spec.assassins?.length ?? 2);
  let state = startPlay(testSetup({ map: testMap([side]), assassins: testAssassins(assassins), enemyCards: TEST_ENEMY_CARDS, ...setup }));
  state = play(state, ...boardSteps(spec), { kind: 'begin-event-phase', events: [{ side: 'A', direction }] }, { kind: 'begin-assassin-phase' }, { kind: 'end-assassin-phase' });
  for (const step of ['reinforcement', 'movement'] as const) {
    if (step === at) break;
    state = play(state, { kind: 'end-enemy-stage', stage: step });
  }
  return state;
}

export const enemyStage = (step: EnemyStage, input: EnemyStageInput = {}): EnemyPhaseStep => ({ kind: 'enemy-stage', stage: step, input });

/** The guards on a square, by id. */
export function guardsOn(state: PlayState, square: SquareRef, body = false): string[] {
  return Object.values(state.miniatures)
    .filter((miniature) => miniature.kind === 'guard' && miniature.body === body && miniature.place.on === 'square' && miniature.place.square === square)
    .map((miniature) => miniature.id);
}
