import { z } from 'zod';
import { WEAPON_SLOTS } from './attack.js';
import { id, number, side, square, tableCards } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/**
 * COORD-1: one participant of a coordinated attack; the weapon card's dice and icons as typed
 * (ACT-WPN-3, ACT-WPN-7). COORD-4, ESC-3: an escorted ally on an assassin participant's square
 * may be one too, with the attack dice, reach (`slot`: melee or ranged) and icons of its card;
 * it has no action cubes (ESC-1), so `useSavedCube` stays unset. MAP-CAN-2: `bulky`, the card
 * marks the weapon as bulky. Its dice, cube and slot are bounded by the rules, not here.
 */
const participant = z
  .object({ miniatureId: id, slot: z.enum(WEAPON_SLOTS), dice: number, eyeIcon: z.boolean().optional(), alertIcon: z.boolean().optional(), bulky: z.boolean().optional(), useSavedCube: z.boolean().optional() })
  .strict();
export type AttackParticipant = z.infer<typeof participant>;

/**
 * COORD-1…3: several assassins attack one target square together, each with a weapon in its slot
 * and 1 cube of its own (COORD-1: the cost is each payer's); their white dice are rolled as one
 * pool. UNK-7, ACT-WPN-5, COORD-3: `cards`, card values typed in the attack form: health, and the
 * black dice and weapon the retaliation deal needs. SET-8 puts at most 4 assassins in play; COORD-4
 * lets escorted allies join them (an app bound of 8 in all).
 */
export const coordinatedAttack = declareMove({
  kind: 'coordinated-attack',
  family: 'action',
  schema: z.object({ kind: z.literal('coordinated-attack'), participants: z.array(participant).min(1).max(8), side, square, cards: tableCards.optional() }).strict(),
  cost: 1,
  panel: { own: true },
  label: (step, words): Worded => ({ params: { pieces: words.pieces(step.participants.map((participant) => participant.miniatureId)), where: words.where(step.side, step.square) } }),
});
