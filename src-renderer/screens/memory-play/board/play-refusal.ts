import { hasMessage, t } from '../../../i18n/i18n.svelte.js';
import { boardSentenceIn } from './board-refusal-words.js';
import { describeError } from '../../../lib/describe.js';
import { toRequestError } from '../../../lib/request-error.js';
import { refusalText } from '../../../lib/refusal-text.js';
import type { Refusal } from '../../../../shared/ipc/refusal.js';

/** A refused step: its sentence in the player's language and the rule it cites. */
export interface PlayRefusal {
  text: string;
  rule: string | null;
}

/**
 * A refused play step in words. Most rules read the same everywhere (`ruleErrors.<rule>`), but
 * a few ids carry another sentence elsewhere in the app (HLT-1 on the Assassins tab names the
 * assassin, HLT-8 in the diary is about recording an elimination): on the board those read
 * from `memoryPlay.board.refusals.<rule>`, worded from the engine's own parameters.
 */
export function playRefusal(thrown: unknown): PlayRefusal {
  const failure = toRequestError(thrown);
  const { rule, params, code } = failure.error;
  const board = code === 'rule-violation' && rule !== undefined && params !== undefined ? boardSentence(rule, params) : null;
  if (board !== null) return { text: board, rule: rule ?? null };
  return { text: describeError(failure, { nameTheField: false }), rule: code === 'rule-violation' ? (rule ?? null) : null };
}

/**
 * The board's own sentence for a rule, from its parameters. One rule may refuse an action for
 * two reasons told apart by what they name: an exposed assassin among enemies (HUNT-6, the
 * action table) names the `enemies` there, so it reads from `<rule>_enemies` when there is one;
 * a case named in `context` reads from `<rule>_<context>`.
 */
function boardSentence(rule: string, params: Refusal['params']): string | null {
  return boardSentenceIn(t, hasMessage, rule, params);
}

/** A refusal a preview carries (an action that would be refused): the sentence the step itself would show. */
export function refusalSentence(refusal: Refusal): PlayRefusal {
  return { text: boardSentence(refusal.rule, refusal.params) ?? refusalText(refusal), rule: refusal.rule };
}
