import type { z } from 'zod';

/** The first problem of a failed parse, as a dotted field path and a sentence. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: '', message: 'The request is not valid.' };
  const field = issue.path.map(String).join('.');
  return { field, message: readable(issue) };
}

function readable(issue: z.core.$ZodIssue): string {
  // zod's own wording for type mismatches mentions internals ("expected string, received
  // undefined"); say it as a player would read it.
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'This field is required.' : `This field should be a ${issue.expected}.`;
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  return issue.message;
}
