import type { Refusal } from '../../shared/ipc/refusal.js';
import { describeError } from './describe.js';
import { RequestError } from './request-error.js';

/**
 * A refusal a view carries (a hint on a drop target, a step still to do) in the player's
 * language: the same sentence the refused command itself would show.
 */
export function refusalText(refusal: Refusal, options: { nameTheField?: boolean } = {}): string {
  const { rule, field, params, message } = refusal;
  const error = { code: 'rule-violation' as const, message, rule, params, ...(field === undefined ? {} : { field }) };
  return describeError(new RequestError(error), { nameTheField: options.nameTheField ?? false });
}
