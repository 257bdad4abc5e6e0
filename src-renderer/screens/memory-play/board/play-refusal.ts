import { hasMessage, t } from '../../../i18n/i18n.svelte.js';
import type { MessageKey } from '../../../i18n/message-key.js';
import { describeError } from '../../../lib/describe.js';
import { toRequestError } from '../../../lib/request-error.js';

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
  const boardKey = `memoryPlay.board.refusals.${rule ?? ''}`;
  if (code === 'rule-violation' && rule !== undefined && params !== undefined && hasMessage(boardKey)) {
    const worded = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]));
    return { text: t(boardKey as MessageKey, worded), rule };
  }
  return { text: describeError(failure, { nameTheField: false }), rule: code === 'rule-violation' ? (rule ?? null) : null };
}
