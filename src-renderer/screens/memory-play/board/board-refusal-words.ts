import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { MessageKey, Translate } from '../../../i18n/message-key.js';

/*
 * The board's own sentence for a refused step, worded from the engine's parameters. Pure: the
 * translate function is passed in, so tests read the sentences the board shows.
 */

/** The sentence for `rule` from `memoryPlay.board.refusals`, or null when the board has none of its own. */
export function boardSentenceIn(translate: Translate, has: (key: string) => boolean, rule: string, params: Refusal['params']): string | null {
  const worded = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]));
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

