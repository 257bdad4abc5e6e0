import { completeCard, mergeCardValues, rulebookValues, cardIn, type KnownCardValues } from '../../../../shared/memory-play/enemy-card-facts.js';
import type { EnemyCard } from '../../../../shared/memory-play/enemy-box-data.js';
import type { PlayState } from '../../../../shared/memory-play/play-types.js';
import type { Translate } from '../../../i18n/message-key.js';
import { invoke } from '../../../lib/client.js';
import { guardTypeText } from '../builder/builder-words.js';

/** A card as the players name it: the guard type in their language, or the boss's name (UNK-8). */
export const cardName = (t: Translate, key: string): string => (key.startsWith('boss:') ? t('memoryPlay.board.pieces.boss', { name: key.slice('boss:'.length) }) : guardTypeText(t, key));

/**
 * UNK-7: a guard type's card values typed at the table (an attack form, an enemy step) are kept in
 * box data too, for the next turns and the next memories, once every value of the card is known
 * (the rest from earlier typings and the rulebook, CF-CHR-13/14). A card box data already holds
 * is left as it is (the save refuses a second card for one type). A boss's card is not box data
 * (box data keeps guard types only): the play keeps it for the memory (UNK-8). Gives the guard
 * types saved.
 */
export async function keepInBoxData(play: Pick<PlayState, 'tableCards'>, boxCards: readonly EnemyCard[], typed: Readonly<Record<string, KnownCardValues>>): Promise<string[]> {
  const saved: string[] = [];
  for (const [key, values] of Object.entries(typed)) {
    if (key.startsWith('boss:') || boxCards.some((card) => card.guardType === key)) continue;
    const card = completeCard(mergeCardValues(values, cardIn(play.tableCards, key), rulebookValues(key)));
    if (card === null) continue;
    try {
      await invoke('box-data/save-enemy-card', { previousGuardType: null, card: { guardType: key, ...card, notes: '' } });
      saved.push(key);
    } catch {
      // Entered meanwhile (another window), or refused: the play keeps the values typed either way.
    }
  }
  return saved;
}
