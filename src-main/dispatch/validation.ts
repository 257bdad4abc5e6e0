import type { z } from 'zod';

/**
 * The first problem of a failed parse, as a dotted field path and a sentence. Parse with
 * `{ reportInput: true }`: zod only then says what was received, which is how a field of
 * the wrong type is told apart from a missing one.
 */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: 'The request is not valid.' };
  // zod files an unknown key under the object that holds it; the key itself is what the
  // player (or a form) has to remove, so it is named as the field.
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const path = unknownKey === undefined ? issue.path : [...issue.path, unknownKey];
  return { field: path.map(String).join('.'), message: readable(issue) };
}

function readable(issue: z.core.$ZodIssue): string {
  // zod's own wording for type mismatches mentions internals ("expected string, received
  // undefined"); say it as a player would read it.
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'This field is required.' : `This field should be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}.`;
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  return issue.message;
}
