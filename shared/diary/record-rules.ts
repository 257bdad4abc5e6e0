import type { Box } from '../campaigns/campaign.js';
import { checkDifficulty } from '../campaigns/party-setup.js';
import type { EliminationPlace } from '../exploration/apocalypse.js';
import { accept, refuse, type Decision, type Refusal } from '../ipc/refusal.js';
import type { DiaryOptions, RecordAttemptRequest, Sticker } from './diary.js';
import { attemptNumberFor, completesMemory, playedOnEasy, stickerFor, villaRecovery, xpAwarded, type MemoryRecord } from './diary-rules.js';

/*
 * Recording an attempt (diary/record-attempt), decided as one pure function over the facts
 * main reads: every refusal, in the order the players would want to hear them, and the
 * values the attempt is stored with. Main only writes what this accepts.
 */

/** What the elimination rules need about one party member. */
export interface EliminationCandidate {
  id: number;
  /** The assassin's name, for the sentences. */
  assassin: string;
  status: 'in-play' | 'left';
  /** APP-1: already eliminated, an apprentice stands in. */
  eliminated: boolean;
  /** APP-7: in the HQ hospital, an apprentice stands in. */
  inHospital: boolean;
}

export interface RecordFacts {
  box: Box;
  memories: readonly MemoryRecord[];
  options: DiaryOptions;
  /** EOM-1 (Apocalypse): the memory whose end-of-memory phase is unfinished, or null. */
  pendingEndOfMemory: string | null;
  members: readonly EliminationCandidate[];
  /** SJ-6 (Apocalypse): where Shao Jun lost her last health, while she is out. */
  shaoJunEliminatedIn: EliminationPlace | null;
}

/** What the rules make of the attempt, stored with it. */
export interface AttemptValues {
  attemptNumber: 1 | 2;
  xpAwarded: number;
  sticker: Sticker | null;
  /** DIFF-3: any part of it played on easy. */
  easyUsed: boolean;
  /** A success, or any second attempt (REPLAY-5). */
  completesMemory: boolean;
  /** VILLA-1: completing memory 0.1, 0.2 or 0.3 heals everyone. */
  villaRecovery: boolean;
}

/**
 * HLT-8, APP-1, APP-7: who can be eliminated in an attempt: assassins of this party who are
 * in play, not already replaced by an apprentice, each named once. Null when all are.
 */
export function checkEliminations(members: readonly EliminationCandidate[], memberIds: readonly number[]): Refusal | null {
  for (const [index, memberId] of memberIds.entries()) {
    const field = `eliminatedMemberIds.${index}`;
    const member = members.find((m) => m.id === memberId);
    if (!member) return refuse('HLT-8', 'Only an assassin of this campaign’s party can be eliminated.', { context: 'notInParty' }, field).refusal;
    const { assassin } = member;
    if (memberIds.indexOf(memberId) !== index) {
      return refuse('HLT-8', `${assassin} is listed twice among the eliminated assassins.`, { context: 'twice', assassin }, field).refusal;
    }
    if (member.status !== 'in-play') {
      return refuse('HLT-8', `${assassin} has left the party and did not play this memory.`, { context: 'left', assassin }, field).refusal;
    }
    if (member.eliminated) return refuse('APP-1', `${assassin} is already eliminated: an apprentice played in their place.`, { assassin }, field).refusal;
    if (member.inHospital) return refuse('APP-7', `${assassin} is in the HQ hospital: an apprentice played in their place.`, { assassin }, field).refusal;
  }
  return null;
}

/**
 * DIFF-L-1, OPT-1, CMP-4, REPLAY-1/5, DIARY-1, EOM-1, HLT-8, APP-1/7, SJ-6: whether this
 * attempt may be recorded and, if so, what it earns (DIARY-2/3, SYNC-1..3, DIFF-3).
 */
export function decideRecordAttempt(facts: RecordFacts, request: RecordAttemptRequest): Decision<AttemptValues> {
  const difficulty = checkDifficulty(facts.box, request.difficulty);
  if (difficulty) return { ok: false, refusal: difficulty };
  const numbered = attemptNumberFor(facts.memories, request.memoryId);
  if (!numbered.ok) return numbered;
  // EOM-1 is about the whole record, so it comes before the eliminations.
  if (facts.pendingEndOfMemory !== null) {
    const memoryId = facts.pendingEndOfMemory;
    return refuse('EOM-1', `Finish the end-of-memory phase of memory ${memoryId} first (Exploration tab): it follows every memory.`, { context: 'pending', memoryId }, 'memoryId');
  }
  const elimination = checkEliminations(facts.members, request.eliminatedMemberIds);
  if (elimination) return { ok: false, refusal: elimination };
  if (facts.shaoJunEliminatedIn === 'memory' && request.outcome === 'success') {
    return refuse('SJ-6', 'Shao Jun was eliminated in this memory, so it is a failure: losing her ends the memory at once.', {}, 'outcome');
  }
  const attemptNumber = numbered.value;
  const earlier = facts.memories.find((m) => m.memoryId === request.memoryId)?.attempts ?? [];
  return accept({
    attemptNumber,
    xpAwarded: xpAwarded(attemptNumber, request),
    sticker: stickerFor(request, earlier, facts.options),
    easyUsed: playedOnEasy(request),
    completesMemory: completesMemory(attemptNumber, request.outcome),
    villaRecovery: villaRecovery(request.memoryId),
  });
}
