/**
 * The one refusal type: a game rule (or a validation of the players' input) said no.
 *
 * It carries the rule id from the rules digest (`DET-4`, `HQ-CAP-1`…), the request field at
 * fault when there is one, and the parameters of its sentence (names, numbers, squares).
 * The sentence itself is worded by the renderer, in English or Polish, from `rule` and
 * `params`, so a Polish screen never shows an English sentence or a generic one.
 * `message` is the English wording, kept for logs and for callers without a renderer.
 */
export type RefusalParam = string | number | boolean;

export interface Refusal {
  /** A rule id from the digest, e.g. `MAP-ROOF-2`. */
  rule: string;
  /** Dotted path of the request field at fault, e.g. `place.square`. */
  field?: string;
  /**
   * What the sentence names: `{ square: 'B3', guards: 2 }`. When one rule refuses for
   * different reasons, `context` names the reason and picks that sentence
   * (`ruleErrors.<rule>_<context>`, i18next's context; the plain rule sentence otherwise).
   */
  params: Record<string, RefusalParam>;
  /** English sentence for logs and tests' failure output; never compared by tests. */
  message: string;
}

export type Decision<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const refuse = (rule: string, message: string, params: Record<string, RefusalParam> = {}, field?: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: field === undefined ? { rule, params, message } : { rule, field, params, message },
});

export const accept = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
