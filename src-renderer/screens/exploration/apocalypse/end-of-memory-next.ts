import type { MessageKey } from '../../../i18n/message-key.js';

/** What comes after a finished end-of-memory phase, worked out from the state now, never remembered. */
export type AfterEndOfMemory = 'second-attempt' | 'exploration-next' | 'exploration-under-way' | 'exploration-done';

/**
 * EXP-1, REPLAY-1: after a second attempt comes next, or an exploration phase. Once the
 * group has started the exploration phase that follows this attempt, the line says so, and
 * once that phase has ended, that the next memory comes next: the panel never keeps saying
 * "the exploration phase comes next" during or after it.
 */
export function afterEndOfMemory(
  endOfMemory: { attemptId: number; explorationFollows: boolean },
  explorationPhase: { afterAttemptId: number | null; ended: boolean } | null,
): AfterEndOfMemory {
  if (!endOfMemory.explorationFollows) return 'second-attempt';
  if (explorationPhase === null || explorationPhase.afterAttemptId !== endOfMemory.attemptId) return 'exploration-next';
  return explorationPhase.ended ? 'exploration-done' : 'exploration-under-way';
}

export const AFTER_END_OF_MEMORY: Record<AfterEndOfMemory, { message: MessageKey; rule: string }> = {
  'second-attempt': { message: 'apocalypse.eom.nextSecondAttempt', rule: 'REPLAY-1' },
  'exploration-next': { message: 'apocalypse.eom.nextExploration', rule: 'EXP-1' },
  'exploration-under-way': { message: 'apocalypse.eom.explorationUnderWay', rule: 'EXP-1' },
  'exploration-done': { message: 'apocalypse.eom.explorationDone', rule: 'EXP-END-1' },
};
