import { BASE_HEALTH } from '../boards/board.js';
import { leftTheParty } from '../boards/board-rules.js';
import { accept, refuse, type Decision } from '../ipc/refusal.js';
import { RETURN_BASE_HEALTH, checkShaoJunReturn, returnsInPhase, type EliminationPlace, type FinishEndOfMemoryRequest } from './apocalypse.js';

/*
 * The end-of-memory phase of an Apocalypse campaign (EOM-1..5), decided as one pure
 * function over the facts main reads; main writes only what it returns.
 */

export interface EndOfMemoryMember {
  id: number;
  /** The assassin's name, for the sentences. */
  assassin: string;
  status: 'in-play' | 'left';
  /** APP-1: the attempt it was eliminated in, while an apprentice stands in. */
  eliminatedAttemptId: number | null;
  healthLost: number;
}

export interface EndOfMemoryFacts {
  apocalypse: boolean;
  /** The campaign's latest attempt, and whether its phase is finished. */
  latest: { attemptId: number; memoryId: string; done: boolean } | null;
  members: readonly EndOfMemoryMember[];
  shaoJun: { eliminatedIn: EliminationPlace | null; maxHealth: number | null };
}

export interface EndOfMemoryChanges {
  attemptId: number;
  memoryId: string;
  /** EOM-3: the assassins whose apprentice stint is over, back in play. */
  returning: number[];
  /** The health each touched assassin has lost once the phase is done (returns, then medicines). */
  healthLost: { memberId: number; healthLost: number }[];
  /** EOM-5: Shao Jun, eliminated in the memory, comes back with 1 health. */
  shaoJunBack: boolean;
}

/**
 * EOM-1..5: the players finish the end-of-memory phase after the latest attempt. EOM-3
 * first (assassins whose stint is over come back with 1 health plus armor, so a medicine may
 * heal one who has just come back); EOM-5 Shao Jun; EOM-1 each medicine heals one wounded
 * assassin in play by what its card gives, never above the maximum.
 */
export function decideEndOfMemory(facts: EndOfMemoryFacts, request: Pick<FinishEndOfMemoryRequest, 'attemptId' | 'medicines'>): Decision<EndOfMemoryChanges> {
  if (!facts.apocalypse) return refuse('EOM-1', 'The end-of-memory phase belongs to Apocalypse campaigns.', { context: 'notApocalypse' }, 'campaignId');
  const latest = facts.latest;
  if (!latest) return refuse('EOM-1', 'The end-of-memory phase follows a memory: record one in the Diary first.', { context: 'noMemory' }, 'attemptId');
  const { memoryId } = latest;
  if (latest.attemptId !== request.attemptId) {
    return refuse('EOM-1', `The end-of-memory phase now follows memory ${memoryId}, the latest one recorded.`, { context: 'notLatest', memoryId }, 'attemptId');
  }
  if (latest.done) return refuse('EOM-1', `The end-of-memory phase of memory ${memoryId} is already finished.`, { context: 'finished', memoryId }, 'attemptId');

  const members = new Map(facts.members.map((m) => [m.id, { ...m }]));
  const returning = facts.members.filter((m) => returnsInPhase(m.eliminatedAttemptId, latest.attemptId)).map((m) => m.id);
  for (const id of returning) Object.assign(members.get(id)!, { eliminatedAttemptId: null, healthLost: BASE_HEALTH - RETURN_BASE_HEALTH });

  const shaoJunBack = facts.shaoJun.eliminatedIn === 'memory';
  const returnRefusal = shaoJunBack ? checkShaoJunReturn(facts.shaoJun.maxHealth) : null;
  if (returnRefusal) return { ok: false, refusal: returnRefusal };

  const touched = new Set(returning);
  for (const [index, medicine] of request.medicines.entries()) {
    const field = `medicines.${index}.memberId`;
    const member = members.get(medicine.memberId);
    if (!member) return refuse('PLY-5', 'This assassin is not in this campaign.', { context: 'notInCampaign' }, field);
    const { assassin } = member;
    if (member.status === 'left') return { ok: false, refusal: leftTheParty(assassin, field) };
    if (member.eliminatedAttemptId !== null) {
      return refuse('EOM-1', `${assassin} is eliminated: an apprentice stands in, and apprentices need no healing.`, { context: 'apprentice', assassin }, field);
    }
    if (member.healthLost === 0) return refuse('EOM-1', `${assassin} is not wounded: medicines heal wounded assassins.`, { context: 'notWounded', assassin }, field);
    // Never above the maximum: the rest of the medicine is lost.
    member.healthLost = Math.max(0, member.healthLost - medicine.health);
    touched.add(member.id);
  }
  return accept({
    attemptId: latest.attemptId,
    memoryId,
    returning,
    healthLost: [...touched].map((memberId) => ({ memberId, healthLost: members.get(memberId)!.healthLost })),
    shaoJunBack,
  });
}
