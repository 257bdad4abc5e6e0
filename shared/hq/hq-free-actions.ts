import { accept, refuse, type Decision } from '../ipc/refusal.js';

/*
 * HQ-ANY-1: what the players may do at the HQ at any time between memories, as pure
 * decisions over plain facts (main applies them).
 */

export interface MedicineFacts {
  /** HQ-GEN-1: the HQ board is unlocked. */
  established: boolean;
  member: {
    /** The assassin's name, for the sentences. */
    name: string;
    status: 'in-play' | 'left';
    eliminated: boolean;
    /** HLT-1: 3 + the armor it will wear. */
    max: number;
    health: number;
  };
}

/**
 * HQ-ANY-1, HLT-5: a Medicine is discarded and heals an assassin by the amount printed on
 * the card (UNK-37: typed by the players), never above its maximum health (HLT-1).
 */
export function decideMedicine(facts: MedicineFacts, amount: number): Decision<{ healthLost: number; healed: number }> {
  if (!facts.established) {
    return refuse(
      'HQ-ANY-1',
      'A Medicine is used here as a free action at the HQ, which is not unlocked yet; change health on the Assassins screen.',
      { context: 'notUnlocked' },
      'campaignId',
    );
  }
  const { name: assassin, max, health } = facts.member;
  if (facts.member.status === 'left') return refuse('PLY-5', `${assassin} has left the party.`, { context: 'medicine', assassin }, 'memberId');
  if (facts.member.eliminated) {
    return refuse('HQ-HOS-3', `${assassin} is eliminated: only the hospital brings it back, not a Medicine.`, { context: 'medicine', assassin }, 'memberId');
  }
  if (health >= max) return refuse('HLT-2', `${assassin} is at full health: keep the Medicine.`, { context: 'medicine', assassin }, 'memberId');
  const after = Math.min(max, health + amount);
  return accept({ healthLost: max - after, healed: after - health });
}
