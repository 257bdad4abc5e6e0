import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';

let t: TestCore;
beforeEach(async () => {
  t = await openTestCore();
});
afterEach(async () => {
  await t.dispose();
});

describe('campaigns', () => {
  it('creates a core campaign starting at memory 0.1 with its party', async () => {
    const created = await t.call('campaign/create', twoPlayerCampaign());
    expect(created).toMatchObject({
      name: 'Venice 1503',
      playerCount: 2,
      playerNames: ['Anna', 'Bartek'],
      currentMemory: '0.1',
      xp: 0,
      startingLevel: 0,
      party: [
        { characterId: 'claudio', seat: 1 },
        { characterId: 'daria', seat: 2 },
      ],
    });
    expect(await t.call('campaign/list', {})).toHaveLength(1);
  });

  it('APX-SET-2: an Apocalypse campaign starts at level II with no memory known yet', async () => {
    const created = await t.call('campaign/create', {
      ...twoPlayerCampaign('Ruins'),
      box: 'apocalypse',
      difficulty: 'legendary',
      party: [
        { characterId: 'alif', seat: 1 },
        { characterId: 'bastiano', seat: 2 },
      ],
    });
    expect(created.startingLevel).toBe(2);
    expect(created.currentMemory).toBeNull();
  });

  it('renames, duplicates with the whole party, and deletes after backing up', async () => {
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    await t.call('campaign/rename', { campaignId: id, name: 'Carnevale' });
    const copy = await t.call('campaign/duplicate', { campaignId: id, name: 'Carnevale (copy)' });
    expect(copy.id).not.toBe(id);
    expect(copy.party).toEqual((await t.call('campaign/get', { campaignId: id })).party);

    const { backup } = await t.call('campaign/delete', { campaignId: id });
    expect(backup.reason).toBe('before-delete');
    expect(backup.label).toBe('Carnevale');
    expect((await t.call('backup/list', {})).map((b) => b.id)).toContain(backup.id);
    expect((await t.call('campaign/list', {})).map((c) => c.name)).toEqual(['Carnevale (copy)']);
  });

  it("never gives a new campaign a deleted one's id, so histories never mix", async () => {
    const first = await t.call('campaign/create', twoPlayerCampaign('First'));
    await t.call('campaign/delete', { campaignId: first.id });
    const second = await t.call('campaign/create', twoPlayerCampaign('Second'));
    expect(second.id).not.toBe(first.id);
    const secondHistory = await t.call('history/list', { campaignId: second.id, limit: 50 });
    expect(secondHistory.map((e) => e.summaryKey)).toEqual(['campaignCreated']);
  });

  it('answers a missing campaign with not-found naming the field', async () => {
    const error = await t.refuse('campaign/rename', { campaignId: 999, name: 'X' });
    expect(error).toMatchObject({ code: 'not-found', field: 'campaignId' });
  });

  it('undo brings a deleted campaign back with its party, and redo deletes it again', async () => {
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    const before = await t.call('campaign/get', { campaignId: id });
    await t.call('campaign/delete', { campaignId: id });
    await t.call('history/undo', {});
    expect(await t.call('campaign/get', { campaignId: id })).toEqual(before);
    await t.call('history/redo', {});
    expect(await t.call('campaign/list', {})).toEqual([]);
  });

  it('keeps campaigns and the undo history across a restart', async () => {
    const { id } = await t.call('campaign/create', twoPlayerCampaign());
    await t.call('campaign/rename', { campaignId: id, name: 'After' });
    t = await t.reopen();
    expect((await t.call('campaign/get', { campaignId: id })).name).toBe('After');
    await t.call('history/undo', {});
    expect((await t.call('campaign/get', { campaignId: id })).name).toBe('Venice 1503');
  });
});
