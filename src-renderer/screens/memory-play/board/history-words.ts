import { parsePieceCounts, parsePieceRef, parsePieceRefs } from '../../../../shared/memory-play/step-summary.js';
import type { BoardSlot } from '../../../../shared/boards/board.js';
import type { DieFace } from '../../../../shared/dice/dice.js';
import type { EventDirection } from '../../../../shared/memory-play/play-types.js';
import type { MessageParams } from '../../../i18n/message-key.js';
import { translateCount } from '../../../i18n/plural.js';
import { SLOT_LABELS } from '../../boards/board-view.js';
import { directionText, facesText, listText, pieceName, type WordContext } from './board-words.js';

/**
 * A play step's history line (shared/memory-play/step-summary.ts) carries the miniatures, slots,
 * die faces and directions as codes; here they become the players' words in the language on
 * screen, so the same entry reads in English or Polish whichever it was recorded in. Squares
 * arrive already as the players say them, and typed names (cards, labels) stay as typed.
 */
export function playHistoryParams(ctx: WordContext & { language: string }, params: Readonly<Record<string, string | number>>): MessageParams {
  const { t } = ctx;
  const worded: MessageParams = { ...params };
  const piece = (ref: string) => {
    const parsed = parsePieceRef(ref);
    return parsed && parsed.label !== '' ? pieceName(ctx, parsed) : t('memoryPlay.history.words.someone');
  };
  const pieces = (text: string) => listText(ctx.language, parsePieceRefs(text).map((parsed) => pieceName(ctx, parsed)));
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    if (name === 'piece') worded.piece = piece(text);
    else if (name === 'pieces' || name === 'fallen' || name === 'givingWay' || name === 'onBase') worded[name] = pieces(text);
    else if (name === 'bosses') {
      worded.bosses = listText(
        ctx.language,
        parsePieceCounts(text).map((hit) => translateCount(t, ctx.language, 'memoryPlay.history.words.bossHit', hit.count, { boss: pieceName(ctx, hit.piece) })),
      );
    } else if (name === 'shares') {
      worded.shares = listText(
        ctx.language,
        parsePieceCounts(text).map((share) => translateCount(t, ctx.language, 'memoryPlay.history.words.share', share.count, { piece: pieceName(ctx, share.piece) })),
      );
    } else if ((name === 'slot' || name === 'fromSlot' || name === 'toSlot') && Object.hasOwn(SLOT_LABELS, text)) worded[name] = t(SLOT_LABELS[text as BoardSlot]);
    else if (name === 'faces') worded.faces = text === '' ? '' : facesText(t, text.split(',') as DieFace[]);
    else if (name === 'direction' || name === 'directionB') worded[name] = text === 'deck' ? t('memoryPlay.history.words.fromDeck') : directionText(t, text as EventDirection);
  }
  return worded;
}
