import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SQUARE_ENEMY_CAPACITY } from '../../../shared/memory-play/map/map-types.js';
import { enemySpacesUsed, isExposed, isInHidingSpot } from './board-queries.js';
import type { TableEvent } from '../../../shared/memory-play/table-events.js';
import { RED_BASE_COUNT, type PlayState } from '../../../shared/memory-play/play-state.js';
import { parseStep } from './parse-step.js';
import { reduce } from './reduce.js';
import { replay } from './replay.js';
import { createPlay, type PlaySetup } from './setup.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { whatNext } from './what-next.js';
import { arbitrarySetup, arbitraryStepDraws, stepFromDraw, type StepDraw } from './test-support/play-arbitraries.js';
import { deepFreeze, play, sixBySixSide, startPlay, testMap, testSetup } from './test-support/play-builders.js';

function refused(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

interface Walk {
  /** The state before each accepted step, then the final state. */
  states: PlayState[];
  log: Step[];
  events: TableEvent[][];
  refusals: number;
}

/**
 * Plays random draws from a setup, checking on every step that the state given is never
 * written (it is frozen) and, when refused, is deep-equal to what it was.
 */
function walk(setup: PlaySetup, draws: readonly StepDraw[]): Walk {
  const start = createPlay(setup);
  if (!start.ok) throw new Error(`setup refused: ${start.refusal.rule}`);
  let state = start.value;
  const result: Walk = { states: [state], log: [], events: [], refusals: 0 };
  for (const draw of draws) {
    const step = stepFromDraw(state, draw);
    const before = structuredClone(state);
    const outcome = reduce(deepFreeze(state), step);
    expect(state).toEqual(before);
    if (!outcome.ok) {
      result.refusals += 1;
      expect(typeof outcome.refusal.rule).toBe('string');
      continue;
    }
    state = outcome.state;
    result.log.push(step);
    result.events.push(outcome.events);
    result.states.push(state);
  }
  return result;
}

/** The board invariants every accepted step keeps. */
function expectSoundBoard(state: PlayState): void {
  const squares = new Set<string>();
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.place.on === 'square') squares.add(`${miniature.place.side}|${miniature.place.square}`);
    if (miniature.kind === 'assassin') {
      expect(miniature.health).toBeGreaterThanOrEqual(0);
      expect(miniature.health).toBeLessThanOrEqual(miniature.maxHealth);
      expect(miniature.cubes).toBeGreaterThanOrEqual(0);
      expect(miniature.cubes).toBeLessThanOrEqual(3);
    }
    if ((miniature.kind === 'boss' || miniature.kind === 'ally' || miniature.kind === 'machine') && miniature.health !== null) {
      expect(miniature.health).toBeGreaterThanOrEqual(0);
      expect(miniature.health).toBeLessThanOrEqual(miniature.maxHealth!);
    }
  }
  // CAP-1 on every square that holds anything.
  for (const key of squares) {
    const [side, square] = key.split('|') as ['A', string];
    expect(enemySpacesUsed(state, { side, square })).toBeLessThanOrEqual(SQUARE_ENEMY_CAPACITY);
  }
  for (const count of Object.values(state.reserve)) expect(count).toBeGreaterThanOrEqual(0);
  // STL-9: the 5 red bases always exist; a clipped one is on a miniature standing on the map.
  expect(state.redBases.filter((base) => !base.substitute)).toHaveLength(RED_BASE_COUNT);
  for (const base of state.redBases) {
    if (base.at.on === 'attached') expect(state.miniatures[base.at.miniatureId]?.place.on).toBe('square');
  }
  const attachedTo = state.redBases.flatMap((base) => (base.at.on === 'attached' ? [base.at.miniatureId] : []));
  expect(new Set(attachedTo).size).toBe(attachedTo.length);
  expectSoundStealth(state);
}

/** STL-1, HUNT-1, DET-4, SAVE-1: what a waiting hunt or test, and the cubes, always look like. */
function expectSoundStealth(state: PlayState): void {
  for (const miniature of Object.values(state.miniatures)) {
    if (miniature.kind === 'assassin' && miniature.savedCube) expect(state.saveCubeInPlay).toBe(true);
    // MAP-HID-3, MAP-HID-6, MAP-TWR-5: in a hiding spot or at a tower top a character is incognito.
    if (isInHidingSpot(miniature.place) || miniature.place.on === 'tower-top') expect(isExposed(state, miniature.id)).toBe(false);
  }
  // MAP-HID-2, CF-LIM-2: one character per hiding spot and per tower top.
  const spots = Object.values(state.miniatures).flatMap((m) => (isInHidingSpot(m.place) || m.place.on === 'tower-top' ? [JSON.stringify({ ...m.place, hidingSpot: undefined })] : []));
  expect(new Set(spots).size).toBe(spots.length);
  // STL-1, RET-4: a retaliation hits an exposed participant (or one already lying critical).
  if (state.pending?.kind === 'retaliation-roll') {
    const target = state.miniatures[state.pending.target ?? state.pending.attack.miniatureId]!;
    expect(isExposed(state, target.id) || (target.kind === 'assassin' && target.condition !== 'full' && target.condition !== 'injured')).toBe(true);
  }
  const pending = state.pending;
  if (pending?.kind === 'hunt') {
    // STL-1: only an exposed assassin is hunted; an incognito one is never a target.
    expect(isExposed(state, pending.miniatureId)).toBe(true);
    expect(pending.options.length).toBeGreaterThan(1);
    for (const option of pending.options) {
      expect(option.miniatureIds).toHaveLength(pending.count);
      for (const id of option.miniatureIds) expect(state.miniatures[id]?.place).toEqual({ on: 'square', side: pending.side, square: pending.fromSquare });
    }
  }
  if (pending?.kind === 'retaliation-roll') {
    // STL-1, RET-1: enemies only ever attack an exposed assassin.
    expect(isExposed(state, pending.attack.miniatureId)).toBe(true);
  }
  if (pending?.kind === 'detection-roll') {
    expect(pending.count).toBe(pending.sets.reduce((sum, set) => sum + set.dice, 0));
    expect(pending.count).toBeGreaterThan(0);
    // DET-1: only incognito characters are tested; exposed ones have nothing to hide.
    for (const set of pending.sets) if (set.involved === 'character') expect(isExposed(state, set.miniatureId)).toBe(false);
    expect(pending.exposingFaces).toEqual(pending.alertWasActive ? ['eye', 'eye-alert'] : ['eye']);
  }
}

const draws = arbitraryStepDraws;

describe('the reducer', () => {
  it('GEN-1: while a choice waits, every other step is refused, naming the decision', () => {
    const state = startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) }));
    expect(refused(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }, { side: 'B', direction: 'N' }] })).toMatchObject({ rule: 'GEN-1', params: { decisionId: 'd1', decisionKind: 'place-assassin' } });
    expect(refused(state, { kind: 'set-alert', side: 'A', alert: 'active' })).toMatchObject({ rule: 'GEN-1' });
    expect(refused(state, { kind: 'end-memory', outcome: 'failure' })).toMatchObject({ rule: 'GEN-1' });
    expect(whatNext(state)).toEqual({ kind: 'decide', decision: state.pending });
  });

  it('GEN-1: an answer must name the decision waiting and one of its options', () => {
    const state = startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) }));
    expect(refused(state, { kind: 'choose', decisionId: 'd7', optionId: 'A:A5' })).toMatchObject({ rule: 'PLAY-DECISION', params: { decisionId: 'd7', pendingId: 'd1' } });
    expect(refused(state, { kind: 'choose', decisionId: 'd1', optionId: 'A:B2' })).toMatchObject({ rule: 'GEN-1', field: 'optionId', params: { optionId: 'A:B2', options: 'A:A5, B:A5' } });
    expect(refused(startPlay(), { kind: 'choose', decisionId: 'd1', optionId: 'A:A5' })).toMatchObject({ rule: 'PLAY-DECISION' });
  });

  it('GEN-1: each answer places its assassin, then the next assassin’s choice is asked', () => {
    const first = reduce(startPlay(testSetup({ map: testMap([sixBySixSide('A'), sixBySixSide('B')]) })), { kind: 'choose', decisionId: 'd1', optionId: 'B:A5' });
    if (!first.ok) throw new Error(first.refusal.message);
    expect(first.state.miniatures.a1!.place).toEqual({ on: 'square', side: 'B', square: 'A5' });
    expect(first.events).toEqual([{ type: 'miniature-moved', miniatureId: 'a1', miniatureKind: 'assassin', label: 'alessandra', fromSide: null, fromSquare: null, toSide: 'B', toSquare: 'A5', rule: 'SET-1' }]);
    expect(first.state.pending).toMatchObject({ id: 'd2', miniatureId: 'a2' });
    const second = play(first.state, { kind: 'choose', decisionId: 'd2', optionId: 'A:A5' });
    expect(second.pending).toBeNull();
  });

  it('a kind of step the reducer does not know is refused, not thrown (its shape is checked where it enters: parseStep)', () => {
    expect(refused(startPlay(), { kind: 'fly' } as unknown as Step)).toMatchObject({ rule: 'PLAY-VALUE', field: 'kind' });
  });

  it('property: anything that enters as a step is refused by its shape or taken by the reducer, never thrown', () => {
    const state = deepFreeze(startPlay());
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ kind: fc.constantFrom('add-miniature', 'set-health', 'begin-event-phase', 'choose'), miniature: fc.anything(), events: fc.anything(), health: fc.anything() })), (input) => {
        const parsed = parseStep(input);
        const result = parsed.ok ? reduce(state, parsed.value) : parsed;
        if (!result.ok) expect(result.refusal.rule).toMatch(/^[A-Z]/);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a refused step changes nothing, and no step writes into the state it is given', () => {
    fc.assert(
      fc.property(arbitrarySetup, draws, (setup, stepDraws) => {
        walk(setup, stepDraws);
      }),
      { numRuns: 150 },
    );
  });

  it('property: the same setup, seed and steps give the same states and the same table changes', () => {
    fc.assert(
      fc.property(arbitrarySetup, draws, (setup, stepDraws) => {
        const first = walk(setup, stepDraws);
        const second = walk(setup, stepDraws);
        expect(second.states.at(-1)).toEqual(first.states.at(-1));
        expect(second.events).toEqual(first.events);
      }),
      { numRuns: 60 },
    );
  });

  it('property: replaying the log rebuilds the state, which survives a round trip through JSON', () => {
    fc.assert(
      fc.property(arbitrarySetup, draws, (setup, stepDraws) => {
        const { states, log } = walk(setup, stepDraws);
        const final = states.at(-1)!;
        expect(replay(setup, log)).toEqual(final);
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
      }),
      { numRuns: 100 },
    );
  });

  it('random plays do take actions: moves, rolls, choices, attacks and fast travel (the properties are not vacuous)', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(arbitrarySetup, draws, (setup, stepDraws) => {
        for (const step of walk(setup, stepDraws).log) kinds.add(step.kind);
      }),
      { numRuns: 100, seed: 7 },
    );
    const wanted = ['move', 'roll', 'save-cube', 'fast-travel', 'attack', 'choose', 'enter-hiding-spot', 'equip', 'coordinated-attack'];
    expect(wanted.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('property: CAP-1, HLT-1 and the red bases hold after every accepted step', () => {
    fc.assert(
      fc.property(arbitrarySetup, draws, (setup, stepDraws) => {
        for (const state of walk(setup, stepDraws).states) expectSoundBoard(state);
      }),
      { numRuns: 100 },
    );
  });
});
