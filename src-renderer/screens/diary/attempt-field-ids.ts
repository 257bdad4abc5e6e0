/** A field's problem as the record dialog shows it: the field named by its path in the draft (`objectives.0.xp`), or none. */
export interface FieldProblem {
  field: string | null;
  text: string;
}

/** The ids and ARIA links of the record dialog's fields, shared by its sections. */
export interface AttemptFieldIds {
  /** The element id of a field, from its path in the draft (`objectives.0.xp` → `<dialog id>-objectives-0-xp`). */
  id(field: string): string;
  /** `aria-invalid` for a field: set only on the field the problem names. */
  invalid(field: string): 'true' | undefined;
  /** `aria-describedby` for a field: its hint, and the problem's message when the problem is its own. */
  describedBy(field: string, hint?: string): string | undefined;
}

/** `problem` is read at each call, so a section's markup follows the dialog's current problem. */
export function attemptFieldIds(dialogId: string, problem: () => FieldProblem | null): AttemptFieldIds {
  const own = (field: string) => problem()?.field === field;
  return {
    id: (field) => `${dialogId}-${field.replaceAll('.', '-')}`,
    invalid: (field) => (own(field) ? 'true' : undefined),
    describedBy: (field, hint) => [hint, own(field) ? `${dialogId}-problem` : undefined].filter(Boolean).join(' ') || undefined,
  };
}
