import type { HqProblem } from '../../../shared/hq/hq.js';
import { describeError } from '../../lib/describe.js';
import { RequestError } from '../../lib/request-error.js';

/**
 * A rule problem main put in its view (a `canPlace` hint, a step still to do, why the
 * assignment cannot finish yet) in the player's language: the same sentence a refusal of
 * the command would show (English as main words it, other languages by rule id).
 */
export function problemText(problem: HqProblem): string {
  return describeError(new RequestError({ code: 'rule-violation', message: problem.message, field: problem.field, rule: problem.rule }), {
    nameTheField: false,
  });
}
