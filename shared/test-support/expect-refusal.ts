import { expect } from 'vitest';
import type { AppError } from '../ipc/errors.js';
import type { Decision, Refusal, RefusalParam } from '../ipc/refusal.js';

/**
 * Asserts that a rule refused: a pure rule's `Refusal`, or the `rule-violation` error main
 * answered with. It compares the rule id and exactly the sentence's parameters (and the
 * field, when given), never the English sentence, which only the renderer words.
 */
export function expectRefusal(
  actual: Refusal | AppError | null | undefined,
  rule: string,
  params: Record<string, RefusalParam> = {},
  field?: string,
): void {
  if (!actual) throw new Error(`expected a refusal by ${rule}, got none`);
  if ('code' in actual) expect(actual.code, actual.message).toBe('rule-violation');
  expect({ rule: actual.rule, params: actual.params ?? {} }, actual.message).toEqual({ rule, params });
  if (field !== undefined) expect(actual.field).toBe(field);
}

/** The refusal of a decision, or null when it accepted. */
export const refusalOf = <T>(decision: Decision<T>): Refusal | null => (decision.ok ? null : decision.refusal);
