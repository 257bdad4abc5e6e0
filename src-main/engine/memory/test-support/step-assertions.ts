import type { DieFace } from '../../../../shared/dice/dice.js';
import type { AssassinPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import type { Step } from '../../../../shared/memory-play/moves/index.js';
import { reduce } from '../reduce.js';
import type { PlaySetup } from '../setup.js';
import { deepFreeze, gridSide, play, startPlay, testAssassins, testMap, testSetup, type SideSpec } from './play-builders.js';

/**
 * Shared by the action tests: a one-side play already in its first assassin phase, and the
 * accepted / refused checks. A refused step is applied to a frozen state, so a refusal that
 * wrote into the state would throw.
 */

/** ACT-WPN-1: a card in each weapon slot (test names). */
export const TEST_WEAPONS = [
  { slot: 'melee' as const, name: 'Sword' },
  { slot: 'ranged' as const, name: 'Throwing knives' },
  { slot: 'hidden-blade' as const, name: 'Hidden blade' },
];

/** A play on one side built from `spec` (assassins armed with TEST_WEAPONS), in turn 1's assassin phase. */
export function inAssassinPhase(spec: SideSpec, overrides: Partial<PlaySetup> = {}): PlayState {
  const assassins = overrides.assassins ?? testAssassins(2).map((assassin) => ({ ...assassin, equipment: TEST_WEAPONS }));
  const state = startPlay(testSetup({ map: testMap([gridSide(spec)]), ...overrides, assassins }));
  return play(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
}

export function refused(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

export function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

export const assassinOf = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
export const roll = (state: PlayState, faces: DieFace[]): Step => ({ kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces });
export const choose = (state: PlayState, optionId: string): Step => ({ kind: 'choose', decisionId: state.pending!.id, optionId });
export const standingGuards = (state: PlayState, square: string) =>
  Object.values(state.miniatures).filter((m) => m.kind === 'guard' && !m.body && m.place.on === 'square' && m.place.square === square).map((m) => m.id);
