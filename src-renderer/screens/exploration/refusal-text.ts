import type { RuleRefusal } from '../../../shared/exploration/exploration.js';
import { describeError } from '../../lib/describe.js';
import { RequestError } from '../../lib/request-error.js';

/**
 * A refusal the view carries ahead of time (a journey not allowed, a second healer) in the
 * player's language, by the same path as a refused command: English shows the backend's
 * own sentence, Polish the rule's sentence from `ruleErrors.<rule id>`.
 */
export function refusalText(refusal: RuleRefusal): string {
  return describeError(
    new RequestError({ code: 'rule-violation', message: refusal.message, rule: refusal.rule, ...(refusal.field ? { field: refusal.field } : {}) }),
    { nameTheField: false },
  );
}
