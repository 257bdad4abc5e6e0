import { refuse, type Decision } from '../../../shared/ipc/refusal.js';
import { stepSchema } from '../../../shared/memory-play/moves/index.js';
import type { Step } from '../../../shared/memory-play/moves/index.js';
import { PLAY_DATA_RULES } from './play-data-rules.js';

/**
 * A step from outside the process's own code (a stored log row; the IPC dispatcher checks its
 * requests with the same schema): its shape checked once, where it enters, so `reduce` trusts
 * the shape it is given and no fold or preview trial pays for the check again. Anything at all
 * is answered, never thrown: a malformed step is refused naming the field at fault.
 */
export function parseStep(raw: unknown): Decision<Step> {
  const parsed = stepSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'kind';
  return refuse(PLAY_DATA_RULES.value, `The step is malformed at ${field}: ${issue.message}`, { field }, field);
}
