import { completeCard, mergeCardValues, rulebookValues, cardIn, type TableCardValues } from '../../../../shared/memory-play/enemy-card-facts.js';
import type { PlayState } from '../../../../shared/memory-play/play-types.js';
import type { Translate } from '../../../i18n/message-key.js';
import { invoke } from '../../../lib/client.js';
import { guardTypeText } from '../builder/builder-words.js';

/** A card as the players name it: the guard type in their language, or the boss's name (UNK-8). */
export const cardName = (t: Translate, key: string): string => (key.startsWith('boss:') ? t('memoryPlay.board.pieces.boss', { name: key.slice('boss:'.length) }) : guardTypeText(t, key));

/**
 * UNK-7: a guard type's card values typed in an attack form are kept in box data too, for the
 * next memories, once every value of the card is known (the rest from the rulebook, CF-CHR-13/14).
 * A card already in box data is left as it is (the save refuses a second card for one type).
 */
export async function keepInBoxData(play: Pick<PlayState, 'tableCards' | 'enemyCards'>, typed: Readonly<Record<string, TableCardValues>>): Promise<void> {
  for (const [key, values] of Object.entries(typed)) {
    if (key.startsWith('boss:') || cardIn(play.enemyCards, key) !== undefined) continue;
    const card = completeCard(mergeCardValues(values, cardIn(play.tableCards, key), rulebookValues(key)));
    if (card === null) continue;
    await invoke('box-data/save-enemy-card', { previousGuardType: null, card: { guardType: key, ...card, notes: '' } }).catch(() => undefined);
  }
}
