import { describe, expect, it } from 'vitest';
import { boxCardNews, cardValuesToAsk, guardHealths, knownCardValue, knownCardValues, withBoxCards } from './attack-cards.js';
import type { EnemyCard } from './enemy-box-data.js';
import type { Miniature, PlayState } from './play-state.js';

/**
 * UNK-7: what a play knows of an enemy card, and box data's cards entered while it runs. Card
 * numbers are test values a group types from its box; the rulebook facts are CF-CHR-13/14.
 */

type Known = Pick<PlayState, 'miniatures' | 'tableCards' | 'enemyCards' | 'difficulty'>;

const guard = (id: string, guardType: string, square = 'B2'): Miniature => ({ id, kind: 'guard', guardType, body: false, place: { on: 'square', side: 'A', square } }) as Miniature;
const play = (extra: Partial<Known> = {}): Known => ({ miniatures: { g1: guard('g1', 'crossbowman'), g2: guard('g2', 'brute') }, difficulty: 'normal', ...extra });
const card = (guardType: string, values: Partial<EnemyCard> = {}): EnemyCard => ({ guardType, health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: false, notes: '', ...values });

describe('box data and a running memory agree (UNK-7)', () => {
  it('UNK-7, CF-CHR-13: a box data card is news to the play only where it says something else than the play knows', () => {
    const known = play({ enemyCards: { brute: { health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: false } } });
    // The brute's card is the copy the play began with: nothing new. The crossbowman's card adds its health to the rulebook's facts.
    const news = boxCardNews(known, [card('brute'), card('crossbowman', { health: 1, blackDice: 1, weapon: 'ranged' })]);
    expect(news).toEqual({ crossbowman: { health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false } });
  });

  it('UNK-7, GEN-6: box data corrected since the play began beats the copy, the earlier typing and the rulebook, field by field', () => {
    const known = play({ enemyCards: { brute: { health: 2, blackDice: 2, weapon: 'melee', ignoresLadders: false } }, tableCards: { crossbowman: { health: 1 } } });
    const now = withBoxCards(known, [card('brute', { blackDice: 3 }), card('crossbowman', { health: 2, blackDice: 2, weapon: 'ranged' })]);
    expect(knownCardValues(now, 'brute')).toEqual({ health: 2, blackDice: 3, weapon: 'melee', ignoresLadders: false });
    expect(knownCardValues(now, 'crossbowman')).toEqual({ health: 2, blackDice: 2, weapon: 'ranged', ignoresLadders: false });
    // The play itself is untouched: the step carries the news, not the preview.
    expect(knownCardValues(known, 'crossbowman')).toEqual({ health: 1, blackDice: 1, weapon: 'ranged', ignoresLadders: false });
  });

  it('ACT-WPN-5, UNK-7: a health entered in box data while the memory runs is not asked in the attack form, and counts in the odds', () => {
    const target = { side: 'A' as const, square: 'B2' };
    const known = play();
    expect(cardValuesToAsk(known, target, { dealt: false, atDistance: false }).map((ask) => ask.key)).toEqual(['crossbowman', 'brute']);
    expect(guardHealths(known, target)).toEqual([undefined, undefined]);
    const now = withBoxCards(known, [card('brute', { health: 3 })]);
    expect(cardValuesToAsk(now, target, { dealt: false, atDistance: false }).map((ask) => ask.key)).toEqual(['crossbowman']);
    // The health typed in the form for the crossbowman counts too.
    expect(guardHealths(now, target, { crossbowman: { health: 1 } })).toEqual([1, 3]);
  });
});

describe('one value of a card (UNK-7, MOV-9c)', () => {
  it('UNK-7, GEN-6, CF-CHR-14: a single field comes from the same source as the whole card: typed in the step, then at the table, then box data, then the rulebook', () => {
    const typed = { agile: { ignoresLadders: false } };
    const known = play({ tableCards: { agile: { blackDice: 3 }, brute: { ignoresLadders: true } }, enemyCards: { agile: { health: 2, blackDice: 1, weapon: 'ranged', ignoresLadders: false } } });
    // The rulebook's Agile Guard ignores ladders (CF-CHR-14) and has 2 black dice, but box data says otherwise here, and the table beat box data on the dice.
    expect(knownCardValue(known, 'agile', 'ignoresLadders')).toBe(false);
    expect(knownCardValue(known, 'agile', 'blackDice')).toBe(3);
    expect(knownCardValue(known, 'agile', 'weapon')).toBe('ranged');
    expect(knownCardValue(known, 'agile', 'ignoresLadders', { agile: { ignoresLadders: true } })).toBe(true);
    expect(knownCardValue(play(), 'agile', 'ignoresLadders')).toBe(true);
    expect(knownCardValue(play(), 'crossbowman', 'health')).toBeUndefined();
    expect(knownCardValue(known, 'brute', 'ignoresLadders', typed)).toBe(true);
    // No boss is in the rulebooks, whatever its name (UNK-8).
    expect(knownCardValue(play(), 'boss:agile', 'ignoresLadders')).toBeUndefined();
    for (const key of ['agile', 'crossbowman', 'brute', 'boss:agile']) {
      for (const field of ['health', 'blackDice', 'weapon', 'ignoresLadders'] as const) expect(knownCardValue(known, key, field, typed)).toEqual(knownCardValues(known, key, typed)[field]);
    }
  });
});
