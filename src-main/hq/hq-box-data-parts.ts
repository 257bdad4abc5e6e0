import type { ListPart } from '../box-data/list-part.js';
import type { AllyCard, Blueprint, ContractCard } from '../../shared/hq/hq-box-data.js';

/** How each hq box-data list item is keyed and ordered (see list-parts.ts). */
export const hqListParts: Record<string, ListPart> = {
  // HQ-CON-5: the deck is read in its printed order, whatever order the cards were entered in.
  contracts: {
    itemKey: (contract: ContractCard) => String(contract.number),
    compare: (a: ContractCard, b: ContractCard) => a.number - b.number,
  },
  allyCards: {
    itemKey: (card: AllyCard) => card.characterId,
    compare: (a: AllyCard, b: AllyCard) => a.characterId.localeCompare(b.characterId),
  },
  blueprints: {
    itemKey: (blueprint: Blueprint) => blueprint.id,
    compare: (a: Blueprint, b: Blueprint) => a.name.localeCompare(b.name),
  },
};
