import type { PartyMember } from '../../../shared/campaigns/campaign.js';

/** The seat a newly picked assassin goes to: the player with the fewest assassins so far. */
export function leastBusySeat(party: readonly PartyMember[], playerCount: number): number {
  const count = (seat: number) => party.filter((member) => member.seat === seat).length;
  let best = 1;
  for (let seat = 2; seat <= playerCount; seat++) if (count(seat) < count(best)) best = seat;
  return best;
}
