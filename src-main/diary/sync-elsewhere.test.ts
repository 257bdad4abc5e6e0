import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { attempt, box } from '../test-support/diary-fixtures.js';
import { twoPlayerApocalypseCampaign } from '../../shared/test-support/campaign-builders.js';
import { expectRefusal } from '../../shared/test-support/expect-refusal.js';

/**
 * SYNC-4 through the channels: four campaigns of one group, created one minute apart
 * (Forlì, Venezia and the Apocalypse "Ruins" before Roma, Firenze after it).
 */

let t: TestCore;
let ids: Record<'forli' | 'venezia' | 'ruins' | 'roma' | 'firenze', number>;

beforeEach(async () => {
  // A clock one minute on at every reading, so each campaign is created after the one before.
  let minute = 0;
  t = await openTestCore(undefined, { now: () => new Date(Date.UTC(2026, 0, 10, 18, minute++)) });
  const create = async (request: ReturnType<typeof twoPlayerCampaign>) => (await t.call('campaign/create', request)).id;
  const forli = await create(twoPlayerCampaign('Forlì'));
  const venezia = await create(twoPlayerCampaign('Venezia'));
  const ruins = await create(twoPlayerApocalypseCampaign('Ruins'));
  const roma = await create(twoPlayerCampaign('Roma'));
  const firenze = await create(twoPlayerCampaign('Firenze'));
  ids = { forli, venezia, ruins, roma, firenze };
});
afterEach(async () => {
  await t.dispose();
});

const synced = (campaignId: number, memoryId: string, extra: Partial<ReturnType<typeof attempt>> = {}) =>
  t.call('diary/record-attempt', attempt(campaignId, memoryId, { syncAchieved: true, ...extra }));

describe('SYNC-4: a 100% sync counts for the earlier campaigns of the same box', () => {
  it('SYNC-4: the offer lists the earlier campaigns of the same box only, oldest first', async () => {
    await synced(ids.roma, '1.2');
    const offer = await t.call('diary/sync-elsewhere', { campaignId: ids.roma, memoryId: '1.2' });
    expect(offer).toEqual({
      memoryId: '1.2',
      sticker: 'red',
      campaigns: [
        { campaignId: ids.forli, name: 'Forlì' },
        { campaignId: ids.venezia, name: 'Venezia' },
      ],
    });
  });

  it('SYNC-4 / SYNC-1: nothing is offered for a memory completed without its sticker', async () => {
    await t.call('diary/record-attempt', attempt(ids.roma, '1.2', { syncAchieved: false }));
    expect(await t.call('diary/sync-elsewhere', { campaignId: ids.roma, memoryId: '1.2' })).toEqual({ memoryId: '1.2', sticker: null, campaigns: [] });
  });

  it('SYNC-4: an earlier campaign that earned the sticker itself is not offered; one that played the memory without it is', async () => {
    await synced(ids.forli, '1.2');
    await t.call('diary/record-attempt', attempt(ids.venezia, '1.2', { syncAchieved: false }));
    await synced(ids.roma, '1.2');
    const offer = await t.call('diary/sync-elsewhere', { campaignId: ids.roma, memoryId: '1.2' });
    expect(offer.campaigns).toEqual([{ campaignId: ids.venezia, name: 'Venezia' }]);
  });

  it('SYNC-4 / SYNC-2: adding sticks the colour earned (gray after easy) in each chosen Diary, marked as from the campaign that earned it', async () => {
    await t.call('diary/record-attempt', attempt(ids.venezia, '1.2', { syncAchieved: false }));
    await synced(ids.roma, '1.2', { easyUsed: true });

    const after = await t.call('diary/add-sync-from-campaign', { campaignId: ids.roma, memoryId: '1.2', targetCampaignIds: [ids.forli, ids.venezia] });
    expect(after).toEqual({ memoryId: '1.2', sticker: 'gray', campaigns: [] });

    const fromRoma = { memoryId: '1.2', sticker: 'gray', fromCampaignId: ids.roma, fromCampaignName: 'Roma' };
    // Venezia played 1.2 without its sync: its own box shows the sticker from Roma.
    const venezia = await t.call('diary/get', { campaignId: ids.venezia });
    expect(box(venezia, '1.2')).toMatchObject({ sticker: null, syncedFrom: fromRoma });
    expect(venezia.syncStickersWaiting).toEqual([]);
    // Forlì never played 1.2: the sticker waits for its box, and is in it once 1.2 is recorded.
    let forli = await t.call('diary/get', { campaignId: ids.forli });
    expect(forli.syncStickersWaiting).toEqual([fromRoma]);
    expect(forli.boxes.every((b) => b.syncedFrom === null)).toBe(true);
    forli = await t.call('diary/record-attempt', attempt(ids.forli, '1.2', { syncAchieved: false }));
    expect(box(forli, '1.2').syncedFrom).toEqual(fromRoma);
    expect(forli.syncStickersWaiting).toEqual([]);
    // SYNC-6 is about the campaign's own last memory: a sticker from elsewhere does not count.
    expect(forli.lastMemorySynced).toBe(false);
    // Roma's own Diary keeps its own sticker, from nowhere else.
    const roma = await t.call('diary/get', { campaignId: ids.roma });
    expect(box(roma, '1.2')).toMatchObject({ sticker: 'gray', syncedFrom: null });
  });

  it('SYNC-4: one history entry in the earning campaign names the memory and the campaigns; undo takes every sticker out, redo puts them back', async () => {
    await synced(ids.roma, '1.2');
    await t.call('diary/add-sync-from-campaign', { campaignId: ids.roma, memoryId: '1.2', targetCampaignIds: [ids.forli, ids.venezia] });

    const [entry] = await t.call('history/list', { campaignId: ids.roma, limit: 1 });
    expect(entry).toMatchObject({ campaignId: ids.roma, summaryKey: 'syncStickerShared', summaryParams: { memoryId: '1.2', campaigns: 'Forlì, Venezia' } });

    const status = await t.call('history/undo', { scope: { kind: 'campaign', campaignId: ids.roma } });
    expect(status.redo).toMatchObject({ summaryKey: 'syncStickerShared' });
    for (const campaignId of [ids.forli, ids.venezia]) expect((await t.call('diary/get', { campaignId })).syncStickersWaiting).toEqual([]);
    // Roma's own record is still there, and the offer is back.
    expect((await t.call('diary/sync-elsewhere', { campaignId: ids.roma, memoryId: '1.2' })).campaigns).toHaveLength(2);

    await t.call('history/redo', { scope: { kind: 'campaign', campaignId: ids.roma } });
    expect((await t.call('diary/get', { campaignId: ids.forli })).syncStickersWaiting).toMatchObject([{ memoryId: '1.2', sticker: 'red', fromCampaignName: 'Roma' }]);
  });

  it('SYNC-4: refuses a campaign started later, one of the other box, one that has the sticker, and a memory without one; nothing changes', async () => {
    await synced(ids.roma, '1.2');
    const add = (targetCampaignIds: number[], memoryId = '1.2') => t.refuseUnchanged('diary/add-sync-from-campaign', { campaignId: ids.roma, memoryId, targetCampaignIds });

    // One bad target refuses the whole command: Forlì, listed first and fine, takes nothing either.
    expectRefusal(await add([ids.forli, ids.firenze]), 'SYNC-4', { context: 'notEarlier', campaign: 'Firenze' }, 'targetCampaignIds.1');
    expectRefusal(await add([ids.roma]), 'SYNC-4', { context: 'notEarlier', campaign: 'Roma' }, 'targetCampaignIds.0');
    expectRefusal(await add([ids.ruins]), 'SYNC-4', { context: 'otherBox', campaign: 'Ruins' }, 'targetCampaignIds.0');
    expectRefusal(await add([ids.forli], '1.3'), 'SYNC-4', { context: 'notEarned', memoryId: '1.3' }, 'targetCampaignIds.0');

    await t.call('diary/add-sync-from-campaign', { campaignId: ids.roma, memoryId: '1.2', targetCampaignIds: [ids.forli] });
    expectRefusal(await add([ids.forli]), 'SYNC-4', { context: 'alreadyHas', campaign: 'Forlì', memoryId: '1.2' }, 'targetCampaignIds.0');
  });

  it('SYNC-4: a later campaign that earns the same sync first is refused by an earlier one that already took it', async () => {
    // Forlì took Roma's sticker; Firenze (later than both) earns 1.2 too: only Venezia is still offered.
    await synced(ids.roma, '1.2');
    await t.call('diary/add-sync-from-campaign', { campaignId: ids.roma, memoryId: '1.2', targetCampaignIds: [ids.forli] });
    await synced(ids.firenze, '1.2');
    const offer = await t.call('diary/sync-elsewhere', { campaignId: ids.firenze, memoryId: '1.2' });
    expect(offer.campaigns.map((c) => c.name)).toEqual(['Venezia']);
  });
});
