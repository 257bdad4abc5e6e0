import { describe, expect, it } from 'vitest';
import type { PartyMember } from '../../../shared/campaigns/campaign.js';
import { leastBusySeat } from './party-hints.js';

const party = (...members: [string, number][]): PartyMember[] => members.map(([characterId, seat]) => ({ characterId, seat }));

describe('leastBusySeat', () => {
  it('a newly picked assassin goes to the player with the fewest so far', () => {
    expect(leastBusySeat([], 3)).toBe(1);
    expect(leastBusySeat(party(['claudio', 1]), 3)).toBe(2);
    expect(leastBusySeat(party(['claudio', 1], ['daria', 2], ['bastiano', 3]), 3)).toBe(1);
  });
});
