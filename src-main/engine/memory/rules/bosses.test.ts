import { describe, expect, it } from 'vitest';
import type { AssignHitsDecision } from '../../../../shared/memory-play/decisions.js';
import type { StartingMiniature } from '../../../../shared/memory-play/map/map-types.js';
import type { BossPiece, PlayState } from '../../../../shared/memory-play/play-state.js';
import { createPlay } from '../setup.js';
import { gridSide, play, testMap, testSetup } from '../test-support/play-builders.js';
import { accepted, inAssassinPhase, roll } from '../test-support/step-assertions.js';
import { bosses } from './bosses.js';
import { enabledModules, moduleRegistry } from './index.js';

/**
 * The bosses module (BOSS-1, BOSS-4, BOSS-5, BOSS-7): on when the memory brings a boss, off
 * otherwise; a boss plays the same through it as the boss-hits tests show. A 4×3 test side, the
 * assassins entering on A1; health and XP are test values.
 */
const bossOn = (square: string): StartingMiniature => ({ type: 'boss', square, name: 'Rodrigo' });
const side = (miniatures: StartingMiniature[]) => gridSide({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
const ids = (state: PlayState) => enabledModules(state).map((module) => module.id);
const boss = (state: PlayState) => state.miniatures['boss1'] as BossPiece;

function created(...args: Parameters<typeof testSetup>) {
  const result = createPlay(testSetup(...args));
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

describe('the bosses module is switched on by the memory (BOSS-1)', () => {
  it('BOSS-1: on when the map shows a boss, with no slice of its own; off on a map without one', () => {
    const withBoss = created({ map: testMap([side([bossOn('B2')])]) });
    expect(withBoss.modules).toEqual({ bosses: {} });
    expect(ids(withBoss)).toContain('bosses');
    const without = created({ map: testMap([side([])]) });
    expect(without.modules).toEqual({});
    expect(ids(without)).not.toContain('bosses');
  });

  it('BOSS-1: on when the start names a boss card, or when the group switches it on', () => {
    expect(created({ map: testMap([side([])]), bossCards: [{ name: 'Rodrigo', health: 3, xp: 2 }] }).modules).toEqual({ bosses: {} });
    expect(created({ map: testMap([side([])]), rules: { bosses: {} } }).modules).toEqual({ bosses: {} });
  });

  it('BOSS-1: its setup puts the health and XP typed from the card on the boss; a card not named leaves them unknown', () => {
    const state = created({ map: testMap([side([bossOn('B2')])]), bossCards: [{ name: 'Rodrigo', health: 4, xp: 3 }] });
    expect(boss(state)).toMatchObject({ health: 4, maxHealth: 4, xp: 3, body: false });
    expect(boss(created({ map: testMap([side([bossOn('B2')])]) }))).toMatchObject({ health: null, maxHealth: null, xp: null });
  });

  it('BOSS-1: a boss card that is not a whole number is refused at setup, naming the field', () => {
    const result = createPlay(testSetup({ map: testMap([side([bossOn('B2')])]), bossCards: [{ name: 'Rodrigo', health: 0, xp: 2 }] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toMatchObject({ rule: 'PLAY-VALUE', field: 'bossCards.0.health' });
  });

  it('what the group switches on is checked at setup: an unknown module or options of the wrong shape are refused, naming the field', () => {
    const unknown = createPlay(testSetup({ rules: { collapse: {} } as never }));
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.refusal).toMatchObject({ rule: 'PLAY-UNKNOWN', field: 'rules.collapse' });
    const shape = createPlay(testSetup({ rules: { bosses: { health: 3 } } as never }));
    expect(shape.ok).toBe(false);
    if (!shape.ok) expect(shape.refusal).toMatchObject({ rule: 'PLAY-VALUE', field: 'rules.bosses' });
  });
});

describe('a boss plays through its module as before (BOSS-4, BOSS-5, BOSS-7)', () => {
  /** 3 hits on a boss at 3 (BOSS-4): one health comes off. */
  function hitBossOnce(start: PlayState) {
    let state = accepted(start, { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 3, side: 'A', square: 'A1' }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit'])).state;
    expect((state.pending as AssignHitsDecision).options.map((option) => option.id)).toEqual(['none', 'boss1x1']);
    return accepted(state, { kind: 'choose', decisionId: state.pending!.id, optionId: 'boss1x1' });
  }

  it('BOSS-4: a play set up before modules existed (no modules in its state) still takes boss health, as its map shows a boss', () => {
    const { modules: _modules, ...before } = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, bossOn('A1')] }, { bossCards: [{ name: 'Rodrigo', health: 3, xp: 2 }] });
    expect(ids(before)).toContain('bosses');
    const result = hitBossOnce(before);
    expect(boss(result.state).health).toBe(2);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'health-changed', miniatureId: 'boss1', from: 3, to: 2, rule: 'BOSS-4' }));
  });

  it('GEN-6, BOSS-7: a boss added by hand in a memory without one switches the module on; its last health lays it down', () => {
    let state = inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }] });
    expect(ids(state)).not.toContain('bosses');
    state = play(state, { kind: 'add-miniature', miniature: { kind: 'boss', name: 'Rodrigo', health: 1, xp: 2 }, side: 'A', square: 'A1' });
    expect(ids(state)).toContain('bosses');
    let attacked = accepted(state, { kind: 'attack', miniatureId: 'a1', slot: 'melee', dice: 1, side: 'A', square: 'A1' }).state;
    attacked = accepted(attacked, roll(attacked, ['hit'])).state;
    const result = accepted(attacked, { kind: 'choose', decisionId: attacked.pending!.id, optionId: 'boss1x1' });
    expect(boss(result.state)).toMatchObject({ health: 0, body: true });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'body-changed', miniatureId: 'boss1', body: true, rule: 'BOSS-7' }));
  });

  it('UNK-8: a boss card is found by the boss’s name', () => {
    expect(bosses.pieces?.cardKey?.({ id: 'boss1', kind: 'boss', name: 'Rodrigo', health: 3, maxHealth: 3, xp: 2, body: false, place: { on: 'off-map' } })).toBe('boss:Rodrigo');
  });
});

describe('the registry of rule modules', () => {
  it('a second module with the same id fails at start-up', () => {
    expect(() => moduleRegistry([bosses, { ...bosses, pieceKinds: [] }])).toThrow('Two rule modules are called bosses.');
  });

  it('two modules owning the same kind of piece fail at start-up', () => {
    expect(() => moduleRegistry([bosses, { ...bosses, id: 'two-maps' }])).toThrow('both own the boss pieces');
  });
});
