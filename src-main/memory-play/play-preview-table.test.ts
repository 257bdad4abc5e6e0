import { describe, expect, it } from 'vitest';
import type { DiceFaces } from '../../shared/box-data/box-data-schema.js';
import type { ActionPreview } from '../../shared/memory-play/action-preview.js';
import type { MapFeature, StartingMiniature } from '../../shared/memory-play/map/map-types.js';
import { MOVES, panelOf, type Step } from '../../shared/memory-play/moves/index.js';
import type { PlayState } from '../../shared/memory-play/play-state.js';
import { MOVE_RULES } from '../engine/memory/moves/index.js';
import { reduce } from '../engine/memory/reduce.js';
import { deepFreeze, play } from '../engine/memory/test-support/play-builders.js';
import { inAssassinPhase } from '../engine/memory/test-support/step-assertions.js';
import { assassinPreview } from './play-preview.js';

/**
 * The panel's actions come from the table of moves: each action's rule says what it offers (the
 * step tried, what its form's fields may take), and what it offers is what the reducer takes.
 * A 4×3 test side (test values only): a tower by B1, C1, B2, C2 with a cart at its foot C2, a
 * second tower by B2, C2, B3, C3, a naga by C1, D1, C2, D2, an objective of cost 2 on B1, a
 * haystack and a station on A1, a guard on D3; both assassins enter on B1 armed with a sword,
 * throwing knives and a hidden blade.
 */
const FACES: DiceFaces = {};
const FEATURES: MapFeature[] = [
  { type: 'tower', variant: 'tower', squares: ['B1', 'C1', 'B2', 'C2'], foot: 'C2' },
  { type: 'tower', variant: 'tower', squares: ['B2', 'C2', 'B3', 'C3'], foot: 'B3' },
  { type: 'tower', variant: 'naga', squares: ['C1', 'D1', 'C2', 'D2'], foot: null },
  { type: 'hiding-spot', square: 'C2', kind: 'cart' },
  { type: 'hiding-spot', square: 'B3', kind: 'cart' },
  { type: 'hiding-spot', square: 'A1', kind: 'haystack' },
  { type: 'fast-travel', square: 'A1' },
  { type: 'objective', square: 'B1', cost: 2, xp: null, mandatory: true, escort: false },
];
const GUARDS: StartingMiniature[] = [{ type: 'guard', square: 'D3', guardType: 'crossbowman', count: 1 }];

const board = (): PlayState => inAssassinPhase({ width: 4, height: 3, features: FEATURES, miniatures: [{ type: 'assassins', square: 'B1' }, ...GUARDS] });
const move = (square: string): Step => ({ kind: 'move', miniatureId: 'a1', side: 'A', square });
const actionsOf = (state: PlayState, miniatureId = 'a1') => assassinPreview(deepFreeze(state), miniatureId, FACES)!.actions;
const action = (state: PlayState, kind: string) => actionsOf(state).find((candidate) => candidate.kind === kind);

/** Numbers copied from a card, bounded by what a card may print, not by the play: the reducer rightly refuses a cost the assassin cannot pay (ASP-1). */
const TYPED_FROM_A_CARD = new Set(['use-card.cost']);

/** Each step the form may send: every choice of each field, and each number field's bounds, the other fields as offered. */
function formSteps(offered: ActionPreview): Step[] {
  const base = { ...offered.step, ...Object.fromEntries(offered.fields.map((field) => [field.field, field.input === 'text' ? 'Test smoke bomb' : field.value])) } as Step;
  return [
    base,
    ...offered.fields.flatMap((field) => {
      const values = field.input === 'choice' ? (field.options ?? []).map((option) => option.value) : field.input === 'number' ? (TYPED_FROM_A_CARD.has(`${offered.kind}.${field.field}`) ? [field.min!] : [field.min!, field.max!]) : [];
      return values.map((value) => ({ ...base, [field.field]: value }) as Step);
    }),
  ];
}

describe('the panel’s actions from the table of moves', () => {
  it('ASP-1: every action in the table is offered by its rule’s preview, or is declared as offered on the map and has none', () => {
    for (const move of MOVES.filter((candidate) => candidate.family === 'action')) {
      const previews = (MOVE_RULES[move.kind] as { preview?: unknown }).preview !== undefined;
      expect(previews, move.kind).toBe(panelOf(move.kind) !== 'on-map');
    }
  });

  it('ASP-1: the panel lists the actions in the table’s order, each with its declared form', () => {
    const kinds = actionsOf(board()).map((offered) => offered.kind);
    expect(kinds).toEqual(['attack', 'coordinated-attack', 'work-objective', 'open-chest', 'hide-bodies', 'trade', 'enter-hiding-spot', 'climb-tower', 'fast-travel', 'save-cube', 'equip', 'move-card', 'use-card']);
    expect(action(board(), 'work-objective')).toMatchObject({ cost: 2, submit: 'doWork', own: false, fields: [{ field: 'cubes', input: 'number', label: 'cubes', value: 1, min: 1, max: 2, params: { cost: 2 } }] });
    expect(action(board(), 'attack')).toMatchObject({ own: true, fields: [] });
  });

  it('ASP-1, SAVE-3, MAP-TWR-1, NAGA-1, BODY-2, ACT-OBJ-1: every value a form offers is taken by the reducer, as offered', () => {
    const states = {
      'on B1': board(),
      'on B2, by two towers': play(board(), move('B2')),
      'in the haystack': play(board(), move('A1'), { kind: 'enter-hiding-spot', miniatureId: 'a1' }),
      'on the tower': play(board(), { kind: 'climb-tower', miniatureId: 'a1', tower: 0 }),
      'on the naga': play(board(), move('C1'), { kind: 'climb-tower', miniatureId: 'a1', tower: 2 }),
      'paying with the saved cube': play(board(), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: true }),
    };
    for (const [where, state] of Object.entries(states)) {
      const useSavedCube = where === 'paying with the saved cube';
      for (const offered of assassinPreview(deepFreeze(state), 'a1', FACES, useSavedCube)!.actions) {
        if (offered.refusal !== null || offered.own) continue;
        for (const step of formSteps(offered)) {
          const result = reduce(state, step);
          expect(result.ok ? null : result.refusal, `${where}: ${JSON.stringify(step)}`).toBeNull();
        }
      }
    }
  });

  it('MAP-TWR-1: by two towers the climb offers each by the squares it stands by, tried with the first; by one, nothing to choose', () => {
    expect(action(board(), 'climb-tower')).toMatchObject({ step: { kind: 'climb-tower', miniatureId: 'a1' }, fields: [] });
    const climb = action(play(board(), move('B2')), 'climb-tower')!;
    expect(climb.step).toEqual({ kind: 'climb-tower', miniatureId: 'a1', tower: 0 });
    expect(climb.fields).toEqual([
      {
        field: 'tower',
        input: 'choice',
        label: 'tower',
        optionWords: 'towerOption',
        value: 0,
        options: [
          { value: 0, params: { squares: 'B1, C1, B2, C2' } },
          { value: 1, params: { squares: 'B2, C2, B3, C3' } },
        ],
      },
    ]);
  });

  it('MAP-TWR-6, NAGA-1: the leap from a tower lands at its foot with nothing to choose; from a naga, on any of its 4 squares', () => {
    const tower = play(board(), { kind: 'climb-tower', miniatureId: 'a1' });
    expect(action(tower, 'leap-of-faith')).toMatchObject({ cost: 0, refusal: null, step: { kind: 'leap-of-faith', miniatureId: 'a1' }, fields: [], submit: 'doLeap' });
    const naga = play(board(), move('C1'), { kind: 'climb-tower', miniatureId: 'a1', tower: 2 });
    const leap = action(naga, 'leap-of-faith')!;
    expect(leap).toMatchObject({ cost: 0, refusal: null, step: { kind: 'leap-of-faith', miniatureId: 'a1', square: 'C1' } });
    expect(leap.fields).toEqual([{ field: 'square', input: 'choice', label: 'landing', value: 'C1', options: ['C1', 'D1', 'C2', 'D2'].map((value) => ({ value })) }]);
  });

  it('SAVE-3: the step each action sends is the one tried, paid with the saved cube when the players tick it', () => {
    const state = play(board(), { kind: 'set-cubes', miniatureId: 'a1', cubes: 0, savedCube: true });
    const ticked = assassinPreview(deepFreeze(state), 'a1', FACES, true)!.actions;
    expect(ticked.find((offered) => offered.kind === 'open-chest')!.step).toEqual({ kind: 'open-chest', miniatureId: 'a1', useSavedCube: true });
    // SAVE-1: saving a cube is never paid with the saved cube.
    expect(ticked.find((offered) => offered.kind === 'save-cube')!.step).toEqual({ kind: 'save-cube', miniatureId: 'a1' });
    expect(actionsOf(state).find((offered) => offered.kind === 'open-chest')!.step).toEqual({ kind: 'open-chest', miniatureId: 'a1' });
  });
});
