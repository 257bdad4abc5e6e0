import { describe, expect, it } from 'vitest';
import { checkSyncTarget, isEarlierCampaign, syncTargets, type SyncCampaignFacts } from './sync-elsewhere.js';
import { expectRefusal } from '../test-support/expect-refusal.js';

const campaign = (id: number, name: string, minute: number, extra: Partial<SyncCampaignFacts> = {}): SyncCampaignFacts => ({
  id,
  name,
  box: 'core',
  createdAt: `2026-01-10T18:${String(minute).padStart(2, '0')}:00.000Z`,
  hasSticker: false,
  ...extra,
});
const roma = campaign(4, 'Roma', 30, { hasSticker: true });

describe('SYNC-4: which campaigns a 100% sync also counts for', () => {
  it('SYNC-4: earlier means created before; campaigns created in the same instant are ordered by id', () => {
    expect(isEarlierCampaign(campaign(9, 'A', 10), roma)).toBe(true);
    expect(isEarlierCampaign(campaign(1, 'B', 40), roma)).toBe(false);
    expect(isEarlierCampaign(campaign(3, 'C', 30), roma)).toBe(true);
    expect(isEarlierCampaign(campaign(5, 'D', 30), roma)).toBe(false);
  });

  it('SYNC-4: only earlier campaigns of the same box without the sticker, oldest first', () => {
    const others = [
      campaign(2, 'Venezia', 20),
      campaign(1, 'Forlì', 10),
      campaign(3, 'Ruins', 15, { box: 'apocalypse' }),
      campaign(5, 'Firenze', 40),
      campaign(6, 'Milano', 5, { hasSticker: true }),
      roma,
    ];
    expect(syncTargets(roma, 'gray', others, '1.2')).toEqual([
      { campaignId: 1, name: 'Forlì' },
      { campaignId: 2, name: 'Venezia' },
    ]);
    expect(syncTargets(roma, null, others, '1.2')).toEqual([]);
  });

  it('SYNC-4: each refusal names its reason and the campaign', () => {
    expectRefusal(checkSyncTarget(roma, null, campaign(1, 'Forlì', 10), '1.2'), 'SYNC-4', { context: 'notEarned', memoryId: '1.2' });
    expectRefusal(checkSyncTarget(roma, 'red', campaign(3, 'Ruins', 15, { box: 'apocalypse' }), '1.2'), 'SYNC-4', { context: 'otherBox', campaign: 'Ruins' });
    expectRefusal(checkSyncTarget(roma, 'red', campaign(5, 'Firenze', 40), '1.2'), 'SYNC-4', { context: 'notEarlier', campaign: 'Firenze' });
    expectRefusal(checkSyncTarget(roma, 'red', campaign(6, 'Milano', 5, { hasSticker: true }), '1.2'), 'SYNC-4', { context: 'alreadyHas', campaign: 'Milano', memoryId: '1.2' });
    expect(checkSyncTarget(roma, 'red', campaign(1, 'Forlì', 10), '1.2')).toBeNull();
  });
});
