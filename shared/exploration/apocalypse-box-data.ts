import { z } from 'zod';

/**
 * UNK-35: Shao Jun's card is not in the rulebooks, so her health is typed by the players
 * from their own card. Stored as a list part with a single item (keyed `card`).
 */
export const shaoJunCardSchema = z
  .object({
    maxHealth: z.number().int('Health is a whole number.').min(1, 'Shao Jun has at least 1 health.').max(9, 'Shao Jun has at most 9 health.'),
  })
  .strict();
export type ShaoJunCard = z.infer<typeof shaoJunCardSchema>;

/**
 * Apocalypse box data other than region maps (e.g. Shao Jun's card, UNK-35): the shape of
 * each part, spread into `boxDataSchema`; list parts are keyed in apocalypse-list-parts.ts.
 */
export const apocalypseBoxDataShape = {
  shaoJun: z.array(shaoJunCardSchema).max(1, 'There is one Shao Jun card.').default([]),
};
