import type { Box } from '../../../shared/campaigns/campaign.js';
import type { GuardType } from '../../../shared/memory-play/map/map-types.js';

/**
 * The enemy reserve: the guard miniatures not on the map. Only types whose count the
 * rulebooks state are counted; any other type (furies, whose count is not stated, or a card's
 * extra guards) is placed without counting, since the app never invents a count.
 */

/** SET-5: 30 crossbowmen and 10 elite guards of the type in use. */
const CORE_CROSSBOWMEN = 30;
const CORE_ELITES = 10;
export const CROSSBOWMAN: GuardType = 'crossbowman';

/** APX-SET-5: 15 stalkers and 7 vipers (furies come with memories and cards, count not stated). */
const APOCALYPSE_RESERVE: Readonly<Record<GuardType, number>> = { stalker: 15, viper: 7 };

/** The rule that sets this box's reserve, cited when it runs short. */
export const reserveRule = (box: Box): 'SET-5' | 'APX-SET-5' => (box === 'core' ? 'SET-5' : 'APX-SET-5');

/** The full reserve before the starting guards are placed. */
export function fullReserve(box: Box, eliteType: GuardType | null): Record<GuardType, number> {
  if (box === 'apocalypse') return { ...APOCALYPSE_RESERVE };
  const reserve: Record<GuardType, number> = { [CROSSBOWMAN]: CORE_CROSSBOWMEN };
  if (eliteType !== null) reserve[eliteType] = CORE_ELITES;
  return reserve;
}

export const isCounted = (reserve: Readonly<Record<GuardType, number>>, guardType: GuardType): boolean => Object.hasOwn(reserve, guardType);

/** The reserve with `delta` miniatures of a counted type taken (negative) or returned (positive). */
export function adjustReserve(reserve: Readonly<Record<GuardType, number>>, guardType: GuardType, delta: number): Readonly<Record<GuardType, number>> {
  if (!isCounted(reserve, guardType)) return reserve;
  return { ...reserve, [guardType]: reserve[guardType]! + delta };
}
