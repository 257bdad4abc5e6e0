import { hasMessage, t } from '../../../i18n/i18n.svelte.js';
import { boardSentenceIn, refusalParams, type RefusalWords } from './board-refusal-words.js';
import { describeError } from '../../../lib/describe.js';
import { RequestError, toRequestError } from '../../../lib/request-error.js';
import { refusalText } from '../../../lib/refusal-text.js';
import type { Refusal } from '../../../../shared/ipc/refusal.js';
import type { PlayState } from '../../../../shared/memory-play/play-types.js';
import { session } from '../../../state/session.svelte.js';
import { pieceOfState } from './board-words.js';

/** A refused step: its sentence in the player's language and the rule it cites. */
export interface PlayRefusal {
  text: string;
  rule: string | null;
}

/** How the board names squares and miniatures in a refusal, from the play on screen (none: squares without their map). */
function wordsOf(state: PlayState | null | undefined): RefusalWords {
  if (!state) return { twoSides: false };
  const twoSides = state.map.sides.length > 1;
  return { twoSides, pieceOf: pieceOfState({ t, characterName: (id) => session.characterName(id), twoSides }, state) };
}

/**
 * A refused play step in words. Most rules read the same everywhere (`ruleErrors.<rule>`), but
 * a few ids carry another sentence elsewhere in the app (HLT-1 on the Assassins tab names the
 * assassin, HLT-8 in the diary is about recording an elimination): on the board those read
 * from `memoryPlay.board.refusals.<rule>`, worded from the engine's own parameters. Either
 * way the parameters are put in the players' words first (squares, slots, names).
 */
export function playRefusal(thrown: unknown, state?: PlayState | null): PlayRefusal {
  const failure = toRequestError(thrown);
  const { rule, params, code } = failure.error;
  const words = wordsOf(state);
  const board = code === 'rule-violation' && rule !== undefined && params !== undefined ? boardSentence(rule, params, words) : null;
  if (board !== null) return { text: board, rule: rule ?? null };
  const worded = params === undefined ? failure : new RequestError({ ...failure.error, params: refusalParams(t, params, words) });
  return { text: describeError(worded, { nameTheField: false }), rule: code === 'rule-violation' ? (rule ?? null) : null };
}

/**
 * The board's own sentence for a rule, from its parameters. One rule may refuse an action for
 * two reasons told apart by what they name: an exposed assassin among enemies (HUNT-6, the
 * action table) names the `enemies` there, so it reads from `<rule>_enemies` when there is one;
 * a case named in `context` reads from `<rule>_<context>`.
 */
function boardSentence(rule: string, params: Refusal['params'], words: RefusalWords): string | null {
  return boardSentenceIn(t, hasMessage, rule, params, words);
}

/** A refusal a preview carries (an action that would be refused): the sentence the step itself would show. */
export function refusalSentence(refusal: Refusal, state?: PlayState | null): PlayRefusal {
  const words = wordsOf(state);
  return { text: boardSentence(refusal.rule, refusal.params, words) ?? refusalText({ ...refusal, params: refusalParams(t, refusal.params, words) }), rule: refusal.rule };
}
