import fc from 'fast-check';
import type { CreateCampaignRequest } from '../campaigns/campaign-channels.js';
import type { Box, Difficulty } from '../campaigns/campaign.js';

/** The core assassins and their Apocalypse counterparts, paired by initial (APX-SET-1). */
const ASSASSINS_BY_INITIAL = [
  { core: 'alessandra', apocalypse: 'alif' },
  { core: 'bastiano', apocalypse: 'beatrice' },
  { core: 'claudio', apocalypse: 'clara' },
  { core: 'daria', apocalypse: 'domenico' },
] as const;

const DIFFICULTIES_BY_BOX: Record<Box, readonly Difficulty[]> = {
  core: ['easy', 'normal'],
  apocalypse: ['easy', 'normal', 'legendary'],
};

/**
 * Seats for `assassins` assassins at a table of `players` (SET-8): every player gets one,
 * a solo player takes them all, and with more players the extra assassins go to distinct
 * players so nobody holds more than two.
 */
function seatsArbitrary(players: number, assassins: number): fc.Arbitrary<number[]> {
  const everyone = Array.from({ length: players }, (_, i) => i + 1);
  if (players === 1) return fc.constant(Array.from({ length: assassins }, () => 1));
  return fc
    .shuffledSubarray(everyone, { minLength: assassins - players, maxLength: assassins - players })
    .chain((extraSeats) => fc.shuffledSubarray([...everyone, ...extraSeats], { minLength: assassins, maxLength: assassins }));
}

/** How many assassins a table of `players` may field (SET-8). */
export function assassinRange(players: number): { min: number; max: number } {
  return { min: Math.max(2, players), max: players === 1 ? 4 : Math.min(4, 2 * players) };
}

/** Any campaign the setup rules allow: SET-8, APX-SET-1, DIFF-L-1, CMP-3. */
export const validNewCampaign = (name: fc.Arbitrary<string> = fc.constant('Campaign')): fc.Arbitrary<CreateCampaignRequest> =>
  fc
    .record({
      players: fc.integer({ min: 1, max: 4 }),
      box: fc.constantFrom<Box>('core', 'apocalypse'),
    })
    .chain(({ players, box }) => {
      const { min, max } = assassinRange(players);
      return fc
        .integer({ min, max })
        .chain((count) =>
          fc.record({
            name,
            playerNames: fc.constant(Array.from({ length: players }, (_, i) => `Player ${i + 1}`)),
            difficulty: fc.constantFrom(...DIFFICULTIES_BY_BOX[box]),
            box: fc.constant(box),
            pairs: fc.shuffledSubarray([...ASSASSINS_BY_INITIAL], { minLength: count, maxLength: count }),
            fromApocalypse: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
            seats: seatsArbitrary(players, count),
          }),
        )
        .map(({ pairs, fromApocalypse, seats, ...rest }) => ({
          ...rest,
          party: pairs.map((pair, i) => ({
            characterId: box === 'apocalypse' && fromApocalypse[i] ? pair.apocalypse : pair.core,
            seat: seats[i]!,
          })),
        }));
    });
