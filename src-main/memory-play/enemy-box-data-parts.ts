import type { ListPart } from '../box-data/list-part.js';
import type { BoxEventCard, EnemyCard, ReinforcementCard } from '../../shared/memory-play/enemy-box-data.js';

/** How the enemy phase's cards are kept as box data (see list-parts.ts): one row per card. */
export const enemyListParts: Record<string, ListPart> = {
  /** UNK-7: `enemyCards.<guard type>`, read by guard type. */
  enemyCards: {
    itemKey: (card: EnemyCard) => card.guardType,
    compare: (a: EnemyCard, b: EnemyCard) => a.guardType.localeCompare(b.guardType, 'en'),
  },
  /** UNK-6, SET-4: `reinforcementCards.<assassins>.<id>`, read deck by deck. */
  reinforcementCards: {
    itemKey: (card: ReinforcementCard) => `${card.assassins}.${card.id}`,
    compare: (a: ReinforcementCard, b: ReinforcementCard) => a.assassins - b.assassins || a.id.localeCompare(b.id, 'en', { numeric: true }),
  },
  /** UNK-5: `eventCards.<id>`, in the order they were entered. */
  eventCards: { itemKey: (card: BoxEventCard) => card.id },
};
