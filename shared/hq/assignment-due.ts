import type { Refusal } from '../ipc/refusal.js';

/**
 * What the HQ still asks for before the next memory's first attempt, so starting a memory on
 * the board can say so (HQ-GEN-1, HQ-GEN-3, HQ-GEN-4). Read from what the HQ screen already
 * works out: whether the HQ may be unlocked now, and why an assignment could not start now.
 * Null when nothing is due: no HQ in this campaign yet (or ever, Apocalypse), the assignment
 * made, or a second attempt waiting (miniatures are not reassigned before it).
 */
export type AssignmentDue = 'unlock' | 'assignment' | 'in-progress' | 'resolution';

export interface AssignmentDueFacts {
  established: boolean;
  /** HQ-GEN-1: null when the HQ may be unlocked now (memory 0.4 completed, core box). */
  unlockProblem: Refusal | null;
  /** HQ-GEN-3/4: null when an assignment may start now, else why not. */
  startProblem: Refusal | null;
}

export function assignmentDue(facts: AssignmentDueFacts): AssignmentDue | null {
  // HQ-GEN-1: the HQ arrives after memory 0.4, and its first assignment comes before memory 1.1.
  if (!facts.established) return facts.unlockProblem === null ? 'unlock' : null;
  if (facts.startProblem === null) return 'assignment';
  const context = facts.startProblem.params.context;
  if (context === 'inProgress') return 'in-progress';
  // HQ-GEN-4: the resolution after the last memory comes first, then the assignment.
  if (context === 'assignmentWaits') return 'resolution';
  return null;
}
