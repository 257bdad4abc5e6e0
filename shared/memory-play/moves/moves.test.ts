import { describe, expect, expectTypeOf, it } from 'vitest';
import { MOVES, MOVE_BY_KIND, costOf, listedCost, panelOf, stepSchema, type CostedKind, type OnMapKind, type Step } from './index.js';
import type { PlayState } from '../play-state.js';

/** Only what a cost reads: Ezio (a1) with a sword in his melee slot and a free ranged slot. */
const table = { miniatures: { a1: { id: 'a1', kind: 'assassin', equipment: [{ slot: 'melee', name: 'Sword', cardType: 'melee' }] } } } as unknown as PlayState;

/**
 * ASP-1's action summary (rules digest, "Action summary"), written here from the table, not from
 * the declarations: what each action costs in cubes. The cost of an objective, a card and a glide
 * is the step's own (the token's value, the printed cost); a card equipped or moved costs 0 or 1
 * by what happens to it (EQP-2, EQP-4).
 */
const ASP_1: Readonly<Record<CostedKind, number | null>> = {
  move: 1,
  trade: 1,
  'work-objective': null,
  'fast-travel': 1,
  attack: 1,
  'coordinated-attack': 1,
  'hide-bodies': 1,
  equip: 0,
  'move-card': 1,
  'save-cube': 1,
  'enter-hiding-spot': 0,
  'leave-hiding-spot': 0,
  'climb-tower': 1,
  synchronize: 1,
  'leap-of-faith': 0,
  'open-chest': 1,
  'use-card': null,
  glide: null,
};

describe('the table of moves', () => {
  it('declares each kind of step once, found by its kind', () => {
    const kinds = MOVES.map((move) => move.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const move of MOVES) expect(MOVE_BY_KIND[move.kind]).toBe(move);
  });

  it('ASP-1: every action declares its cost, the one the panel lists before the form is filled in', () => {
    const actions = MOVES.filter((move) => move.family === 'action').map((move) => move.kind);
    expect(actions.sort()).toEqual(Object.keys(ASP_1).sort());
    for (const kind of actions) expect(listedCost(kind as CostedKind), kind).toBe(ASP_1[kind as CostedKind]);
    // Steps that are no action cost nothing.
    expect(costOf({ kind: 'end-turn' }, table)).toBe(0);
    expect(costOf({ kind: 'move-miniature', miniatureId: 'a1', side: 'A', square: 'B2' }, table)).toBe(0);
  });

  it('ACT-OBJ-1, EQP-4, EQP-2, Equipment row: a cost worked out from the step', () => {
    const cost = (step: unknown) => costOf(stepSchema.parse(step) as Step, table);
    expect(cost({ kind: 'work-objective', miniatureId: 'a1', objectiveId: 'A:B2', cubes: 2 })).toBe(2);
    expect(cost({ kind: 'use-card', miniatureId: 'a1', card: 'Smoke bomb', cost: 2 })).toBe(2);
    expect(cost({ kind: 'glide', miniatureId: 'a1', card: 'Parachute', cost: 1, side: 'A', square: 'B2' })).toBe(1);
    expect(cost({ kind: 'move-card', miniatureId: 'a1', from: 'melee', to: 'inventory-1' })).toBe(1);
    expect(cost({ kind: 'move-card', miniatureId: 'a1', from: 'melee', to: 'discard' })).toBe(0);
    const gained = { name: 'Sword', cardType: 'melee' };
    expect(cost({ kind: 'equip', miniatureId: 'a1', card: gained, slot: 'melee' })).toBe(0);
    expect(cost({ kind: 'equip', miniatureId: 'a1', card: gained, slot: 'melee', occupant: 'discard' })).toBe(0);
    expect(cost({ kind: 'equip', miniatureId: 'a1', card: gained, slot: 'melee', occupant: 'to-inventory' })).toBe(1);
    // EQP-2: into a free slot nothing moves, whatever the form said of an occupant.
    expect(cost({ kind: 'equip', miniatureId: 'a1', card: { name: 'Bow', cardType: 'ranged' }, slot: 'ranged', occupant: 'to-inventory' })).toBe(0);
  });
});

describe('how the acting assassin’s panel offers each action (ASP-1)', () => {
  it('ASP-1: every action says how it is offered, in the panel with its form or on the map (a move’s squares, a glide’s), and no other step does', () => {
    for (const move of MOVES) {
      if (move.family === 'action') expect(panelOf(move.kind), move.kind).toBeDefined();
      else expect(panelOf(move.kind), move.kind).toBeUndefined();
    }
    const onMap = MOVES.filter((move) => panelOf(move.kind) === 'on-map').map((move) => move.kind);
    expect(onMap.sort()).toEqual(['glide', 'move']);
    expectTypeOf<OnMapKind>().toEqualTypeOf<'move' | 'glide'>();
  });

  it('ASP-1: each field of an action’s form fills a field of its step, once', () => {
    for (const move of MOVES) {
      const panel = panelOf(move.kind);
      if (typeof panel !== 'object') continue;
      const shape = (move.schema as unknown as { shape: Record<string, unknown> }).shape;
      const fields = (panel.fields ?? []).map((field) => field.field);
      expect(new Set(fields).size, move.kind).toBe(fields.length);
      for (const field of fields) expect(Object.keys(shape), `${move.kind}.${field}`).toContain(field);
    }
  });
});
