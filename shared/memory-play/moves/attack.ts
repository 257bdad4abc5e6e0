import { z } from 'zod';
import { id, number, side, square, tableCards, useSavedCube } from './fields.js';
import { declareMove } from './move-decl.js';
import type { Worded } from '../step-words.js';

/** EQP-1: the slots a weapon attacks from (ACT-WPN-1). */
export const WEAPON_SLOTS = ['melee', 'ranged', 'hidden-blade'] as const;
export type WeaponSlot = (typeof WEAPON_SLOTS)[number];

/**
 * ACT-WPN-1…3: an attack with the weapon in `slot` at the target square. The weapon card is not in
 * the app: its dice and icons are typed from the card (`dice`, `eyeIcon`, `alertIcon`). UNK-7,
 * ACT-WPN-5: `cards` holds enemy card values typed in the attack form (a guard type's health…).
 */
export const attack = declareMove({
  kind: 'attack',
  family: 'action',
  schema: z
    .object({
      kind: z.literal('attack'),
      miniatureId: id,
      slot: z.enum(WEAPON_SLOTS),
      dice: number,
      eyeIcon: z.boolean().optional(),
      alertIcon: z.boolean().optional(),
      bulky: z.boolean().optional(),
      side,
      square,
      useSavedCube,
      cards: tableCards.optional(),
    })
    .strict(),
  cost: 1,
  places: { from: ['hiding-spot'], topRule: 'MAP-TWR-5' },
  panel: { own: true },
  label: (step, words): Worded => ({ params: { piece: words.piece(step.miniatureId), slot: step.slot, dice: step.dice, where: words.where(step.side, step.square) } }),
});
