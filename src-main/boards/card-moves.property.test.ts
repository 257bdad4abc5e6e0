import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_SLOTS, CARD_TYPES, TYPED_SLOTS, type CampaignCard, type CardLocation, type CardType, type PartyBoards } from '../../shared/boards/board.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { boardCampaign, newCard } from '../test-support/board-fixtures.js';
import { playAttempt } from '../test-support/campaign-steps.js';

let t: TestCore;
beforeAll(async () => {
  t = await openTestCore();
});
afterAll(async () => {
  await t.dispose();
});

/** Every card of the campaign wherever it is: villa, slots and bags. */
function allCards(boards: PartyBoards): CampaignCard[] {
  return [
    ...boards.villa,
    ...boards.members.flatMap((m) => [...Object.values(m.slots).filter((card): card is CampaignCard => card !== null), ...m.bag]),
  ];
}

type Target = { place: 'villa' } | { place: 'bag'; member: number } | { place: 'board'; member: number; slot: (typeof BOARD_SLOTS)[number] };

const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ place: 'villa' as const }) },
  { weight: 1, arbitrary: fc.record({ place: fc.constant('bag' as const), member: fc.nat(1) }) },
  { weight: 6, arbitrary: fc.record({ place: fc.constant('board' as const), member: fc.nat(1), slot: fc.constantFrom(...BOARD_SLOTS) }) },
);

const moves = fc.array(fc.record({ card: fc.nat(), to: target }), { minLength: 1, maxLength: 25 });
const cardTypes = fc.array(fc.constantFrom<CardType>(...CARD_TYPES), { minLength: 1, maxLength: 7 });

describe('card moves', () => {
  it('EQP-3, EQP-4, APP-5: any sequence of card moves keeps at most one card per slot, of the slot type, and never loses or duplicates a card', async () => {
    await fc.assert(
      fc.asyncProperty(cardTypes, moves, async (types, sequence) => {
        const c = await boardCampaign(t);
        const members = [c.member.claudio!, c.member.daria!];
        // Daria is eliminated: an apprentice stands in, so her hidden-blade slot stays empty (APP-5).
        await playAttempt(t, c.campaignId, '0.1', { eliminatedMemberIds: [members[1]!] });
        for (const [i, type] of types.entries()) {
          await t.call('board/add-card', { campaignId: c.campaignId, card: newCard(`Card ${i}`, type, type === 'armor' ? 1 : 0), to: { place: 'villa' } });
        }
        let boards = await t.call('board/get', { campaignId: c.campaignId });
        const ids = allCards(boards).map((card) => card.id).sort((a, b) => a - b);
        expect(ids).toHaveLength(types.length);

        for (const move of sequence) {
          const cardId = ids[move.card % ids.length]!;
          const to: CardLocation =
            move.to.place === 'villa'
              ? { place: 'villa' }
              : move.to.place === 'bag'
                ? { place: 'bag', memberId: members[move.to.member]! }
                : { place: 'board', memberId: members[move.to.member]!, slot: move.to.slot };
          const outcome = await t.core.dispatch('board/move-card', { campaignId: c.campaignId, cardId, to });
          const after = await t.call('board/get', { campaignId: c.campaignId });
          if (outcome.ok) {
            expect(outcome.value).toEqual(after);
          } else {
            // Refused by a rule, never by the database, and nothing moved.
            expect(outcome.error.code).toBe('rule-violation');
            expect(after).toEqual(boards);
          }
          boards = after;

          // Two cards in one slot would hide one of them here, so the count catches both.
          expect(allCards(boards).map((card) => card.id).sort((a, b) => a - b)).toEqual(ids);
          for (const board of boards.members) {
            for (const slot of TYPED_SLOTS) expect([slot, null]).toContain(board.slots[slot]?.cardType ?? null);
            if (board.apprenticeStandsIn) expect(board.slots['hidden-blade']).toBeNull();
            expect(board.maxHealth).toBe(3 + (board.slots.armor?.armorHealth ?? 0));
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
