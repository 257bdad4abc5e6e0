import { refuse, type Refusal } from '../ipc/refusal.js';

/**
 * Refusals about plays as a whole (the reducer refuses the steps themselves). `PLAY-OPEN` is
 * the app's id, not the rulebooks': like the engine's PLAY-* ids, the renderer words it in
 * English and Polish from its params.
 */
export const PLAY_RULES = {
  /** A campaign plays one memory at a time: the open play must end before another starts. */
  open: 'PLAY-OPEN',
} as const;

interface StartPlayFacts {
  memoryId: string;
  /** Whether box data holds a map for this memory. */
  mapEntered: boolean;
  /** The campaign's play still being played, if any. */
  openPlay: { playId: number; memoryId: string } | null;
}

/** Whether a play of `memoryId` may start now; null when it may. */
export function checkStartPlay(facts: StartPlayFacts): Refusal | null {
  if (facts.openPlay !== null) {
    const { playId, memoryId } = facts.openPlay;
    return refuse(PLAY_RULES.open, `Memory ${memoryId} is still being played: end it first.`, { memoryId, playId }, 'memoryId').refusal;
  }
  // UNK-18: the campaign book's maps are not in the rulebooks; the players enter each one.
  if (!facts.mapEntered) {
    return refuse('UNK-18', `No map is entered for memory ${facts.memoryId}: enter it in Box data → Memory maps first.`, { memoryId: facts.memoryId }, 'memoryId').refusal;
  }
  return null;
}
