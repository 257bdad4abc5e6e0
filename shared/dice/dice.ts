import { z } from 'zod';
import { dieFace, dieKind, type DieFace, type DieKind } from '../content/pack-schema.js';

export { dieFace, dieKind, type DieFace, type DieKind };

/**
 * How a campaign rolls dice: the app rolls
 * (seeded, recorded, replayable) or the players type what their physical dice show. The
 * campaign keeps a preferred mode; every single roll may still use the other one.
 */
export const DICE_MODES = ['app', 'entered'] as const;
export const diceMode = z.enum(DICE_MODES);
export type DiceMode = z.infer<typeof diceMode>;

/** UNK-1: the app never rolls before the players entered a die's faces, so a new campaign types its dice. */
export const DEFAULT_DICE_MODE: DiceMode = 'entered';

export const DIE_KINDS = dieKind.options as readonly DieKind[];

/** The most dice one recorded roll can hold (the odds stay exact integers far beyond this). */
export const MAX_DICE_PER_ROLL = 20;
/** The most dice a free roll (`dice/roll`) asks for. */
export const MAX_FREE_ROLL_DICE = 12;
export const MAX_PURPOSE_LENGTH = 80;

/**
 * What one roll's request carries: "roll for us" or the faces the players read off their
 * dice, in any order. Other areas embed this in their own requests (e.g. the command room).
 */
export const diceRollInput = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('app') }).strict(),
  z
    .object({
      mode: z.literal('entered'),
      faces: z.array(dieFace).max(MAX_DICE_PER_ROLL),
    })
    .strict(),
]);
export type DiceRollInput = z.infer<typeof diceRollInput>;

/** One recorded roll. `seed` is set for app rolls only: the same seed replays the same faces. */
export interface DiceRoll {
  id: number;
  die: DieKind;
  count: number;
  mode: DiceMode;
  seed: number | null;
  faces: DieFace[];
  purpose: string;
  rolledAt: string;
}

/** A campaign's dice preference and which dice the app could roll (faces entered in Box data). */
export interface DiceSettings {
  mode: DiceMode;
  facesKnown: Record<DieKind, boolean>;
}
