import type { BoxData } from '../../../../shared/box-data/box-data-schema.js';
import type { ContractCard } from '../../../../shared/hq/hq-box-data.js';
import { invoke } from '../../../lib/client.js';

/**
 * UNK-12: saves one value of a contract card asked for on the spot (its hits, the level on
 * its back) into box data. Whatever else the players typed about this card is kept (it is
 * read at the moment of saving); a card not typed yet is added with just its number.
 */
export async function saveContractValue(number: number, value: Partial<Pick<ContractCard, 'requiredHits' | 'hqLevel'>>): Promise<BoxData> {
  const known = (await invoke('box-data/get', {})).contracts.find((c) => c.number === number) ?? null;
  const card: ContractCard = {
    ...(known ?? { number, name: '', requiredHits: null, hqLevel: null, grayText: '', redText: '', modifiers: [] }),
    ...value,
  };
  return invoke('box-data/save-contract', { previousNumber: known ? number : null, contract: card });
}
