import { describe, expect, it } from 'vitest';
import type { AssignHitsDecision, RetaliationRollDecision } from '../../../shared/memory-play/decisions.js';
import type { DieFace } from '../../../shared/dice/dice.js';
import type { EnemyCard } from '../../../shared/memory-play/enemy-box-data.js';
import type { StartingMiniature } from '../../../shared/memory-play/map/map-types.js';
import type { AssassinPiece, PlayState } from '../../../shared/memory-play/play-state.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { isExposed } from './board-queries.js';
import { reduce } from './reduce.js';
import { TEST_ENEMY_CARDS } from './test-support/enemy-builders.js';
import { deepFreeze, gridSide, play, startPlay, testAssassins, testMap, testSetup } from './test-support/play-builders.js';

/** Attacks (ACT-WPN) and retaliation (RET) on a 4×3 test side; assassins enter on A1. Test values only. */
const WEAPONS = [
  { slot: 'melee' as const, name: 'Sword' },
  { slot: 'ranged' as const, name: 'Throwing knives' },
  { slot: 'hidden-blade' as const, name: 'Hidden blade' },
];

function board(miniatures: StartingMiniature[], options: { difficulty?: 'easy' | 'normal'; apprentice?: boolean; enemyCards?: EnemyCard[] } = {}): PlayState {
  const side = gridSide({ width: 4, height: 3, miniatures: [{ type: 'assassins', square: 'A1' }, ...miniatures] });
  const assassins = testAssassins(2).map((assassin) => ({ ...assassin, equipment: WEAPONS, apprentice: options.apprentice === true }));
  const state = startPlay(testSetup({ map: testMap([side]), assassins, difficulty: options.difficulty ?? 'normal', ...(options.enemyCards ? { enemyCards: options.enemyCards } : {}) }));
  return play(state, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
}

const assassin = (state: PlayState, id: string) => state.miniatures[id] as AssassinPiece;
const attack = (slot: 'melee' | 'ranged' | 'hidden-blade', square: string, dice = 2, extra: { eyeIcon?: boolean; alertIcon?: boolean } = {}): Extract<Step, { kind: 'attack' }> => ({ kind: 'attack', miniatureId: 'a1', slot, dice, side: 'A', square, ...extra });
const roll = (state: PlayState, faces: DieFace[]): Step => ({ kind: 'roll', decisionId: state.pending!.id, mode: 'entered', faces });
const guardsOn = (state: PlayState, square: string) => Object.values(state.miniatures).filter((m) => m.kind === 'guard' && !m.body && m.place.on === 'square' && m.place.square === square);

function refused(state: PlayState, step: Step) {
  const result = reduce(deepFreeze(state), step);
  if (result.ok) throw new Error(`expected ${step.kind} to be refused`);
  return result.refusal;
}

function accepted(state: PlayState, step: Step) {
  const result = reduce(state, step);
  if (!result.ok) throw new Error(`refused: ${result.refusal.rule} ${result.refusal.message}`);
  return result;
}

describe('use a weapon (ACT-WPN)', () => {
  it('ACT-WPN-2: melee and hidden blade at the own square; ranged at a nearby one', () => {
    const state = board([]);
    expect(refused(state, attack('melee', 'B1'))).toMatchObject({ rule: 'ACT-WPN-2', params: { slot: 'melee', square: 'B1' } });
    expect(refused(state, attack('ranged', 'C1'))).toMatchObject({ rule: 'ACT-WPN-2', params: { slot: 'ranged', square: 'C1' } });
    expect(accepted(state, attack('ranged', 'B1')).state.pending).toMatchObject({ kind: 'attack-roll', die: 'white', count: 2 });
  });

  it('ACT-WPN-1: the weapon must sit in its slot; APP-5: apprentices cannot use the hidden blade', () => {
    const bare = startPlay(testSetup({ map: testMap([gridSide({ width: 2, height: 1, miniatures: [{ type: 'assassins', square: 'A1' }] })]) }));
    const inPhase = play(bare, { kind: 'begin-event-phase', events: [{ side: 'A', direction: 'N' }] }, { kind: 'begin-assassin-phase' });
    expect(refused(inPhase, attack('melee', 'A1'))).toMatchObject({ rule: 'ACT-WPN-1', params: { slot: 'melee' } });
    expect(refused(board([], { apprentice: true }), attack('hidden-blade', 'A1'))).toMatchObject({ rule: 'APP-5' });
  });

  it('ACT-WPN-1: an attack costs 1 cube', () => {
    const result = accepted(board([]), attack('melee', 'A1'));
    expect(assassin(result.state, 'a1').cubes).toBe(2);
  });

  it('ACT-WPN-3…6: hits (special counts as one) are assigned by the players; fallen guards become bodies', () => {
    let state = board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 3 }]);
    // ACT-WPN-5: the crossbowman's health typed in the attack form (a test value: 1).
    state = accepted(state, { ...attack('hidden-blade', 'A1', 3), cards: { crossbowman: { health: 1 } } }).state;
    expect(refused(state, roll(state, ['hit', 'hit']))).toMatchObject({ rule: 'ACT-WPN-3', params: { count: 3, faces: 2 } });
    expect(refused(state, roll(state, ['hit', 'hit', 'eye']))).toMatchObject({ rule: 'ACT-WPN-3', params: { die: 'white', face: 'eye' } });
    const rolled = accepted(state, roll(state, ['hit', 'special', 'special']));
    expect(rolled.events[0]).toMatchObject({ type: 'attack-rolled', hits: 3, special: true, failures: 0 });
    const decision = rolled.state.pending as AssignHitsDecision;
    expect(decision).toMatchObject({ kind: 'assign-hits', hits: 3, special: true });
    // none, 3 singles, 3 pairs, 1 triple.
    expect(decision.options).toHaveLength(8);
    const ids = guardsOn(rolled.state, 'A1').map((guard) => guard.id);
    const result = accepted(rolled.state, { kind: 'choose', decisionId: decision.id, optionId: `${ids[0]}+${ids[2]}` });
    expect(guardsOn(result.state, 'A1').map((guard) => guard.id)).toEqual([ids[1]]);
    expect(result.events.filter((event) => event.type === 'body-changed')).toHaveLength(2);
    // No X: no retaliation; a blade without the eye icon leaves the attacker incognito.
    expect(result.state.pending).toBeNull();
    expect(isExposed(result.state, 'a1')).toBe(false);
  });

  it('ACT-WPN-5: a guard falls only to as many hits as the health on its card, in one attack; fewer hits do nothing', () => {
    // An elite typed with health 2 (a test value), two of them on the square.
    const cards: EnemyCard[] = [{ guardType: 'brute', health: 2, blackDice: 1, weapon: 'melee', ignoresLadders: false, notes: '' }];
    const start = board([{ type: 'guard', square: 'A1', guardType: 'brute', count: 2 }], { enemyCards: cards });
    const [first, second] = guardsOn(start, 'A1').map((guard) => guard.id);
    // 1 hit: its armor absorbs it; nothing to choose, nobody falls.
    let one = accepted(start, attack('melee', 'A1', 1)).state;
    const rolledOne = accepted(one, roll(one, ['hit']));
    one = rolledOne.state;
    expect(one.pending).toBeNull();
    expect(guardsOn(one, 'A1')).toHaveLength(2);
    expect(rolledOne.events.some((event) => event.type === 'body-changed')).toBe(false);
    // 2 hits: one of them falls, never both.
    let two = accepted(start, attack('melee', 'A1', 2)).state;
    two = accepted(two, roll(two, ['hit', 'special'])).state;
    expect((two.pending as AssignHitsDecision).options.map((option) => option.id)).toEqual(['none', first, second]);
    // 4 hits: both may fall.
    let four = accepted(start, attack('melee', 'A1', 4)).state;
    four = accepted(four, roll(four, ['hit', 'hit', 'hit', 'hit'])).state;
    expect((four.pending as AssignHitsDecision).options.map((option) => option.id)).toEqual(['none', first, second, `${first}+${second}`]);
    expect(guardsOn(accepted(four, { kind: 'choose', decisionId: four.pending!.id, optionId: `${first}+${second}` }).state, 'A1')).toEqual([]);
  });

  it('ACT-WPN-5, UNK-7: a guard whose card health was never typed is not assumed to fall to 1 hit; typed in the attack form, it counts and holds for the memory', () => {
    const start = board([{ type: 'guard', square: 'A1', guardType: 'agile', count: 1 }]);
    const [agile] = guardsOn(start, 'A1').map((guard) => guard.id);
    // CF-CHR-14 gives the agile guard's dice and weapon, never its health.
    let unknown = accepted(start, attack('melee', 'A1', 2)).state;
    const rolled = accepted(unknown, roll(unknown, ['hit', 'hit']));
    unknown = rolled.state;
    expect(unknown.pending).toBeNull();
    expect(guardsOn(unknown, 'A1')).toHaveLength(1);
    // Typed (a test value: 2), the same hits may take it.
    let typed = accepted(start, { ...attack('melee', 'A1', 2), cards: { agile: { health: 2 } } }).state;
    expect(typed.tableCards).toEqual({ agile: { health: 2 } });
    typed = accepted(typed, roll(typed, ['hit', 'hit'])).state;
    expect((typed.pending as AssignHitsDecision).options.map((option) => option.id)).toEqual(['none', agile]);
    // The next attack in the memory needs no typing.
    let again = accepted(typed, { kind: 'choose', decisionId: typed.pending!.id, optionId: 'none' }).state;
    again = accepted(again, attack('melee', 'A1', 1)).state;
    again = accepted(again, roll(again, ['hit'])).state;
    expect(again.pending).toBeNull();
  });

  it('ACT-WPN-5, UNK-7: card values typed with an attack name an enemy on the target, within box data’s bounds', () => {
    const state = board([{ type: 'guard', square: 'A1', guardType: 'agile', count: 1 }]);
    expect(refused(state, { ...attack('melee', 'A1'), cards: { crossbowman: { health: 2 } } })).toMatchObject({ rule: 'UNK-7', params: { card: 'crossbowman', context: 'target', side: 'A', square: 'A1' }, field: 'cards.crossbowman' });
    expect(refused(state, { ...attack('melee', 'A1'), cards: { agile: { health: 0 } } })).toMatchObject({ rule: 'UNK-7', params: { card: 'agile', value: 0, min: 1 }, field: 'cards.agile.health' });
  });

  it('ACT-WPN-7: the eye icon exposes the attacker; the alert icon triggers the alert', () => {
    let state = accepted(board([]), attack('melee', 'A1', 1, { eyeIcon: true })).state;
    state = accepted(state, roll(state, ['hit'])).state;
    expect(isExposed(state, 'a1')).toBe(true);
    expect(state.alerts.A).toBe('active');
    let quiet = accepted(board([]), attack('melee', 'A1', 1, { alertIcon: true })).state;
    quiet = accepted(quiet, roll(quiet, ['hit'])).state;
    expect(isExposed(quiet, 'a1')).toBe(false);
    expect(quiet.alerts.A).toBe('active');
  });
});

describe('retaliation (RET)', () => {
  it('RET-1, RET-2: an X with enemies left exposes the attacker and every enemy there retaliates with the dice on its card; hits cost health', () => {
    let state = accepted(board([{ type: 'guard', square: 'A1', guardType: 'agile', count: 2 }]), attack('melee', 'A1', 2)).state;
    state = accepted(state, roll(state, ['x', 'x'])).state;
    expect(isExposed(state, 'a1')).toBe(true);
    expect(state.alerts.A).toBe('active');
    const retaliation = state.pending as RetaliationRollDecision;
    // CF-CHR-14: an agile guard attacks with 2 black dice, so two of them roll 4.
    expect(retaliation).toMatchObject({ kind: 'retaliation-roll', rule: 'RET-2', die: 'black', rangeFromCard: [], count: 4 });
    expect(retaliation.retaliators).toHaveLength(2);
    expect(refused(state, roll(state, ['hit', 'enemy-fail', 'hit']))).toMatchObject({ rule: 'RET-2', params: { miniatureId: 'a1', count: 4, faces: 3 }, field: 'faces' });
    const result = accepted(state, roll(state, ['hit', 'enemy-fail', 'hit', 'enemy-fail']));
    expect(assassin(result.state, 'a1')).toMatchObject({ health: 1, condition: 'injured' });
    expect(result.events[0]).toMatchObject({ type: 'retaliation-rolled', damage: 2, rule: 'RET-2' });
  });

  it('RET-1: no X, or no living enemy left, means no retaliation', () => {
    // The agile guard's health typed in the attack form (a test value: 1).
    let state = accepted(board([{ type: 'guard', square: 'A1', guardType: 'agile', count: 1 }]), { ...attack('melee', 'A1', 2), cards: { agile: { health: 1 } } }).state;
    state = accepted(state, roll(state, ['hit', 'x'])).state;
    const decision = state.pending as AssignHitsDecision;
    const all = accepted(state, { kind: 'choose', decisionId: decision.id, optionId: decision.options[1]!.id }).state;
    expect(all.pending).toBeNull();
    expect(isExposed(all, 'a1')).toBe(false);
  });

  it('RET-3 (seed 001, thrown knife example): Daria’s knife at the next square misses; exposed with the alert, the crossbowman there shoots back with its 1 die, the agile guard cannot reach her', () => {
    // "Dariâ uses throwing knives on the square next to hers: 1 crossbowman and 1 agile guard; she rolls 1 die, an X."
    let state = board([
      { type: 'guard', square: 'B1', guardType: 'crossbowman', count: 1 },
      { type: 'guard', square: 'B1', guardType: 'agile', count: 1 },
    ]);
    state = accepted(state, attack('ranged', 'B1', 1)).state;
    state = accepted(state, roll(state, ['x'])).state;
    const crossbowman = guardsOn(state, 'B1').find((guard) => guard.kind === 'guard' && guard.guardType === 'crossbowman')!;
    // CF-CHR-13: the crossbowman's ranged weapon, 1 black die.
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', retaliators: [crossbowman.id], rangeFromCard: [], count: 1 });
    expect(isExposed(state, 'a1')).toBe(true);
    expect(state.alerts.A).toBe('active');
    expect(refused(state, roll(state, ['hit', 'hit']))).toMatchObject({ rule: 'RET-2', params: { count: 1, faces: 2 } });
  });

  it('RET-2, UNK-7: the black dice come from the enemy cards in box data, else from the rulebook; for a card nobody typed the players count', () => {
    const guards: StartingMiniature[] = [{ type: 'guard', square: 'A1', guardType: 'agile', count: 2 }, { type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }];
    let state = accepted(board(guards, { enemyCards: TEST_ENEMY_CARDS }), attack('melee', 'A1', 1)).state;
    state = accepted(state, roll(state, ['x'])).state;
    // Test cards: 2 black dice per agile guard, 1 per crossbowman.
    expect(state.pending).toMatchObject({ kind: 'retaliation-roll', count: 5 });
    // CF-CHR-13/14 say the same without any card entered.
    let facts = accepted(board(guards), attack('melee', 'A1', 1)).state;
    facts = accepted(facts, roll(facts, ['x'])).state;
    expect(facts.pending).toMatchObject({ kind: 'retaliation-roll', count: 5 });
    // SET-5: an elite the rulebooks do not describe, with no card entered: the players count its dice.
    let unknown = accepted(board([{ type: 'guard', square: 'A1', guardType: 'brute', count: 1 }]), attack('melee', 'A1', 1)).state;
    unknown = accepted(unknown, roll(unknown, ['x'])).state;
    expect(unknown.pending).toMatchObject({ kind: 'retaliation-roll' });
    expect(unknown.pending).not.toHaveProperty('count');
    expect(accepted(unknown, roll(unknown, ['hit', 'enemy-fail', 'enemy-fail'])).events[0]).toMatchObject({ type: 'retaliation-rolled', damage: 1 });
  });

  it('RET-3, UNK-7: at a distance an elite whose card is entered as ranged retaliates, one entered as melee does not; one with no card entered is left to the players', () => {
    // SET-5: one elite type per memory, so each case is its own memory.
    function retaliationAtDistance(weapon: 'ranged' | 'melee' | null): RetaliationRollDecision | null {
      const cards: EnemyCard[] = weapon === null ? [] : [{ guardType: 'brute', health: 2, blackDice: 3, weapon, ignoresLadders: false, notes: '' }];
      let state = accepted(board([{ type: 'guard', square: 'B1', guardType: 'brute', count: 1 }], { enemyCards: cards }), attack('ranged', 'B1', 1)).state;
      state = accepted(state, roll(state, ['x'])).state;
      return state.pending as RetaliationRollDecision | null;
    }
    expect(retaliationAtDistance('ranged')).toMatchObject({ retaliators: [expect.any(String)], rangeFromCard: [], count: 3 });
    expect(retaliationAtDistance('melee')).toBeNull();
    const unknown = retaliationAtDistance(null);
    expect(unknown).toMatchObject({ retaliators: [], rangeFromCard: [expect.any(String)] });
    // Whether it shoots is still on its card: the app does not count dice it cannot know.
    expect(unknown).not.toHaveProperty('count');
  });

  it('RET-3: exposure and alert happen even if nobody can reach the attacker', () => {
    let state = accepted(board([{ type: 'guard', square: 'B1', guardType: 'agile', count: 1 }]), attack('ranged', 'B1', 1)).state;
    state = accepted(state, roll(state, ['x'])).state;
    expect(state.pending).toBeNull();
    expect(isExposed(state, 'a1')).toBe(true);
    expect(state.alerts.A).toBe('active');
  });

  it('RET-6 (DIFF-3): on easy, crossbowmen never retaliate', () => {
    let state = accepted(board([{ type: 'guard', square: 'A1', guardType: 'crossbowman', count: 1 }], { difficulty: 'easy' }), attack('melee', 'A1', 1)).state;
    state = accepted(state, roll(state, ['x'])).state;
    expect(state.pending).toBeNull();
    expect(isExposed(state, 'a1')).toBe(true);
  });

  it('HLT-4: a retaliation taking the last health leaves the attacker critical, its red base off the map', () => {
    // Two agile guards: 4 black dice (CF-CHR-14), all hits against 3 health.
    let state = accepted(board([{ type: 'guard', square: 'A1', guardType: 'agile', count: 2 }]), attack('melee', 'A1', 1)).state;
    state = accepted(state, roll(state, ['x'])).state;
    state = accepted(state, roll(state, ['hit', 'hit', 'hit', 'hit'])).state;
    expect(assassin(state, 'a1')).toMatchObject({ health: 0, condition: 'critical', criticalSinceTurn: 1 });
    expect(isExposed(state, 'a1')).toBe(false);
  });
});
