import { describe, expect, it } from 'vitest';
import type { AssignHitsDecision } from '../../../shared/memory-play/decisions.js';
import type { StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { BossPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { AttackParticipant, Step } from '../../../shared/memory-play/moves/index.js';
import { hitOptions, hitsToRemove } from './boss-hits.js';
import { isExposed } from './board-queries.js';
import { play } from './test-support/play-builders.js';
import { accepted, choose, inAssassinPhase, refused, roll, standingGuards } from './test-support/step-assertions.js';

/** Attacks on bosses (BOSS-1, BOSS-4, BOSS-5, BOSS-7, COORD-5) on a 4×3 test side; the assassins enter on A1. Test values only. */
function board(miniatures: StartingMiniature[], bossHealth: number | null): PlayState {
  return inAssassinPhase({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] }, { bossCards: [{ name: 'Rodrigo', health: bossHealth, xp: 4 }] });
}

const bossOn = (square: string): StartingMiniature => ({ type: 'boss', square, name: 'Rodrigo' });
const guardOn = (square: string): StartingMiniature => ({ type: 'guard', square, guardType: 'agile', count: 1 });
const boss = (state: PlayState) => state.miniatures['boss1'] as BossPiece;
const attack = (square: string, dice: number, slot: 'melee' | 'ranged' = 'melee'): Extract<Step, { kind: 'attack' }> => ({ kind: 'attack', miniatureId: 'a1', slot, dice, side: 'A', square });
const melee = (miniatureId: string, dice: number): AttackParticipant => ({ miniatureId, slot: 'melee', dice });
const together = (square: string, ...participants: AttackParticipant[]): Extract<Step, { kind: 'coordinated-attack' }> => ({ kind: 'coordinated-attack', participants, side: 'A', square });
const optionIds = (state: PlayState) => (state.pending as AssignHitsDecision).options.map((option) => option.id);

describe('hits on a boss (BOSS-4, BOSS-5, BOSS-7)', () => {
  it('BOSS-5: each health removed costs the current health in hits, one after another', () => {
    expect(hitsToRemove(3, 0)).toBe(0);
    expect(hitsToRemove(3, 1)).toBe(3);
    expect(hitsToRemove(3, 2)).toBe(5);
    expect(hitsToRemove(3, 3)).toBe(6);
  });

  it('BOSS-5: the players see every way the hits fall; leftover hits may still take guards', () => {
    // 4 hits, a boss at 3 and one guard: the boss loses 1 (3 hits) and the 4th hit may take the guard.
    const options = hitOptions([{ miniatureId: 'g1', health: 1 }], [{ miniatureId: 'boss1', health: 3 }], 4);
    expect(options.map((option) => option.id)).toEqual(['none', 'g1', 'boss1x1', 'boss1x1+g1']);
    expect(options[3]).toEqual({ id: 'boss1x1+g1', miniatureIds: ['g1'], bosses: [{ miniatureId: 'boss1', removed: 1, from: 3 }] });
    // 5 hits: two removals use them all, so no guard falls with them.
    expect(hitOptions([{ miniatureId: 'g1', health: 1 }], [{ miniatureId: 'boss1', health: 3 }], 5).map((option) => option.id)).toEqual(['none', 'g1', 'boss1x1', 'boss1x1+g1', 'boss1x2']);
  });

  it('COORD-5, BOSS-5 (seed 001, boss example continued): Bastiano joins Alessandra on the boss’s square, the boss at 3; 5 hits together remove two health, the boss is left at 1', () => {
    // COORD-3: the boss's black dice are typed in the attack form (a test value), as its card gives them.
    let state = accepted(board([bossOn('A1')], 3), { ...together('A1', melee('a1', 3), melee('a2', 2)), cards: { 'boss:Rodrigo': { blackDice: 4 } } }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'special', 'hit', 'hit'])).state;
    expect(state.pending).toMatchObject({ kind: 'assign-hits', rule: 'COORD-5', hits: 5 });
    expect(optionIds(state)).toEqual(['none', 'boss1x1', 'boss1x2']);
    const result = accepted(state, choose(state, 'boss1x2'));
    expect(boss(result.state)).toMatchObject({ health: 1, maxHealth: 3, body: false });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'health-changed', miniatureId: 'boss1', from: 3, to: 1, rule: 'COORD-5' }));
    expect(result.state.pending).toBeNull();
  });

  it('BOSS-4 (seed 001, boss example): Alessandra rolls 5 hits on a boss at 4; 4 of them remove one health, the fifth may go to another enemy there', () => {
    // The picture is not in the text: another enemy is read as a guard whose card health is 1 (a test value).
    const start = board([bossOn('A1'), guardOn('A1')], 4);
    const [guard] = standingGuards(start, 'A1');
    let state = accepted(start, { ...attack('A1', 5), cards: { agile: { health: 1 } } }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit', 'special', 'hit'])).state;
    // Not two health: the second would need 3 more hits (BOSS-5).
    expect(optionIds(state)).toEqual(['none', guard, 'boss1x1', `boss1x1+${guard}`]);
    const result = accepted(state, choose(state, `boss1x1+${guard}`));
    expect(boss(result.state).health).toBe(3);
    expect(standingGuards(result.state, 'A1')).toEqual([]);
  });

  it('ACT-WPN-5, BOSS-4: beside a boss, a guard still takes its card’s health in hits: a fifth hit cannot fell a guard of health 2', () => {
    const start = board([bossOn('A1'), guardOn('A1')], 4);
    const [guard] = standingGuards(start, 'A1');
    let state = accepted(start, { ...attack('A1', 5), cards: { agile: { health: 2 } } }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit', 'hit', 'hit'])).state;
    expect(optionIds(state)).toEqual(['none', guard, 'boss1x1']);
    // 6 hits: the boss loses one and the guard falls; 4 + 3 for two of the boss's health is more than 6.
    let six = accepted(start, { ...attack('A1', 6), cards: { agile: { health: 2 } } }).state;
    six = accepted(six, roll(six, ['hit', 'hit', 'hit', 'hit', 'hit', 'hit'])).state;
    expect(optionIds(six)).toEqual(['none', guard, 'boss1x1', `boss1x1+${guard}`]);
  });

  it('BOSS-4: 2 hits on a boss at 3 remove nothing: no choice to make, the boss keeps its health', () => {
    let state = accepted(board([bossOn('A1')], 3), attack('A1', 2)).state;
    const rolled = accepted(state, roll(state, ['hit', 'hit']));
    state = rolled.state;
    expect(state.pending).toBeNull();
    expect(boss(state).health).toBe(3);
    expect(rolled.events.some((event) => event.type === 'health-changed')).toBe(false);
  });

  it('BOSS-4: a single attack with hits equal to the current health removes 1; a guard there may take the rest', () => {
    // The crossbowman's health typed in the attack form (a test value: 1).
    let state = accepted(board([bossOn('A1'), { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }], 3), { ...attack('A1', 4), cards: { crossbowman: { health: 1 } } }).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit', 'hit'])).state;
    const [guard] = standingGuards(state, 'A1');
    expect(state.pending).toMatchObject({ kind: 'assign-hits', rule: 'BOSS-4' });
    expect(optionIds(state)).toEqual(['none', guard, 'boss1x1', `boss1x1+${guard}`]);
    const result = accepted(state, choose(state, `boss1x1+${guard}`));
    expect(boss(result.state).health).toBe(2);
    expect(standingGuards(result.state, 'A1')).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'health-changed', miniatureId: 'boss1', from: 3, to: 2, rule: 'BOSS-4' }));
  });

  it('BOSS-7: the last health removed lays the boss down as a body; nobody is left to retaliate', () => {
    let state = accepted(board([bossOn('A1')], 2), attack('A1', 4)).state;
    // 2 hits then 1 more: a boss at 2 loses both; the X finds no living enemy (RET-1).
    state = accepted(state, roll(state, ['hit', 'hit', 'special', 'x'])).state;
    expect(optionIds(state)).toEqual(['none', 'boss1x1', 'boss1x2']);
    const result = accepted(state, choose(state, 'boss1x2'));
    expect(boss(result.state)).toMatchObject({ health: 0, body: true });
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'body-changed', miniatureId: 'boss1', body: true, rule: 'BOSS-7' }));
    expect(result.state.pending).toBeNull();
    expect(isExposed(result.state, 'a1')).toBe(false);
  });

  it('BOSS-4, RET-1: a boss the hits leave standing retaliates after an X', () => {
    let state = accepted(board([bossOn('A1')], 3), attack('A1', 2)).state;
    state = accepted(state, roll(state, ['hit', 'x'])).state;
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', retaliators: ['boss1'] });
  });

  it('BOSS-1: a boss whose card health was never typed takes no hits until it is typed; the guards beside it still can', () => {
    const unknown = board([bossOn('B1'), guardOn('B1')], null);
    // The agile guard's health typed in the attack form (a test value: 1).
    const agileHealth = { agile: { health: 1 } };
    let state = accepted(unknown, { ...attack('B1', 2, 'ranged'), cards: agileHealth }).state;
    state = accepted(state, roll(state, ['hit', 'hit'])).state;
    expect(state.pending?.kind).toBe('assign-hits');
    const options = state.pending?.kind === 'assign-hits' ? state.pending.options : [];
    expect(options.some((option) => 'bosses' in option)).toBe(false);
    expect(options.map((option) => option.id)).toContain('g1');
    // Typed from the card, the same attack may take its health.
    const typed = play(unknown, { kind: 'set-health', miniatureId: 'boss1', health: 2, maxHealth: 2 });
    let known = accepted(typed, { ...attack('B1', 2, 'ranged'), cards: agileHealth }).state;
    known = accepted(known, roll(known, ['hit', 'hit'])).state;
    expect(known.pending?.kind === 'assign-hits' && known.pending.options.some((option) => option.bosses?.[0]?.miniatureId === 'boss1')).toBe(true);
  });
});
