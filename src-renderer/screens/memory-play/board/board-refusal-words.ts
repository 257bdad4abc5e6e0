import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { BoardSlot } from '../../../../shared/boards/board.js';
import { squareName } from '../../../../shared/memory-play/map/square-ref.js';
import type { MessageKey, Translate } from '../../../i18n/message-key.js';
import { SLOT_LABELS } from '../../boards/board-view.js';

/*
 * The board's own sentence for a refused step, worded from the engine's parameters. Pure: the
 * translate function is passed in, so tests read the sentences the board shows.
 */

/** What the board knows to name things as the players do: whether two maps are in play, and each miniature's name. */
export interface RefusalWords {
  twoSides: boolean;
  pieceOf?: (miniatureId: string) => string;
}

/**
 * The engine's parameters in the players' words: a square with its map's letter only on a
 * two-map memory, a slot by its name on the board, a miniature by its name. Numbers and names
 * the players typed stay as they are.
 */
export function refusalParams(translate: Translate, params: Refusal['params'], words: RefusalWords = { twoSides: false }): Record<string, string | number> {
  const worded: Record<string, string | number> = {};
  const side = typeof params.side === 'string' ? params.side : null;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'boolean') worded[name] = String(value);
    else if ((name === 'square' || name === 'fromSquare') && typeof value === 'string' && value !== '') {
      const sideOf = name === 'fromSquare' && typeof params.fromSide === 'string' ? params.fromSide : side;
      worded[name] = squareName(words.twoSides, sideOf, value);
    } else if ((name === 'slot' || name === 'from' || name === 'to') && typeof value === 'string' && Object.hasOwn(SLOT_LABELS, value)) worded[name] = translate(SLOT_LABELS[value as BoardSlot]);
    else worded[name] = value;
  }
  if (worded.name === undefined && typeof params.miniatureId === 'string' && words.pieceOf) worded.name = words.pieceOf(params.miniatureId);
  return worded;
}

/** The sentence for `rule` from `memoryPlay.board.refusals`, or null when the board has none of its own. */
export function boardSentenceIn(translate: Translate, has: (key: string) => boolean, rule: string, params: Refusal['params'], words?: RefusalWords): string | null {
  const worded = refusalParams(translate, params, words);
  const withEnemies = `memoryPlay.board.refusals.${rule}_enemies`;
  if (params.enemies !== undefined && has(withEnemies)) return translate(withEnemies as MessageKey, worded);
  // A rule refusing for several reasons names the case in `context` (EQP-4: no inventory slot left…).
  const inContext = `memoryPlay.board.refusals.${rule}_${String(params.context)}`;
  if (params.context !== undefined && has(inContext)) return translate(inContext as MessageKey, worded);
  // ASP-1 with a saved cube left unused (SAVE-3): the sentence says how to spend it.
  const withSavedCube = `memoryPlay.board.refusals.${rule}_savedCube`;
  if (params.savedCube === true && has(withSavedCube)) return translate(withSavedCube as MessageKey, worded);
  const key = `memoryPlay.board.refusals.${rule}`;
  return has(key) ? translate(key as MessageKey, worded) : null;
}
