import { afterEach, describe, expect, it } from 'vitest';
import { openTestCore, twoPlayerCampaign, type TestCore } from '../test-support/temp-core.js';
import { boardCampaign, TEST_THRESHOLDS } from '../test-support/board-fixtures.js';
import { earnXp, playAttempt, playPrologue } from '../test-support/campaign-steps.js';

const open: TestCore[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.dispose();
});
const start = async () => {
  const t = await openTestCore();
  open.push(t);
  return t;
};

/** What every screen shows of the party's level: the overview, the diary, the boards (and the printout, built from both). */
async function levelsShown(t: TestCore, campaignId: number) {
  const [campaign, listed, diary, boards] = await Promise.all([
    t.call('campaign/get', { campaignId }),
    t.call('campaign/list', {}),
    t.call('diary/get', { campaignId }),
    t.call('board/get', { campaignId }),
  ]);
  return {
    overview: campaign.level,
    list: listed.find((c) => c.id === campaignId)!.level,
    diary: diary.xp.level,
    boards: boards.level,
    eachBoard: [...new Set(boards.members.map((m) => m.level))],
  };
}

describe('one source for each fact the overview shows', () => {
  it('LVL-1: a core party past two thresholds is at level II on the overview, in the diary and on every board', async () => {
    const t = await start();
    const { campaignId } = await boardCampaign(t);
    await earnXp(t, campaignId, TEST_THRESHOLDS[1]!);
    expect(await levelsShown(t, campaignId)).toEqual({ overview: 2, list: 2, diary: 2, boards: 2, eachBoard: [2] });
  });

  it('APX-SET-2, LVL-1: an Apocalypse campaign without its thresholds shows the same level everywhere: its starting level with no XP, unknown once it has some', async () => {
    const t = await start();
    const { id } = await t.call('campaign/create', {
      ...twoPlayerCampaign('Ruins'),
      box: 'apocalypse',
      party: [
        { characterId: 'alif', seat: 1 },
        { characterId: 'bastiano', seat: 2 },
      ],
    });
    expect(await levelsShown(t, id)).toEqual({ overview: 2, list: 2, diary: 2, boards: 2, eachBoard: [2] });
    await playAttempt(t, id, 'A1', { otherXp: 3 });
    expect(await levelsShown(t, id)).toEqual({ overview: null, list: null, diary: null, boards: null, eachBoard: [null] });
    // Entering them changes every screen at once.
    await t.call('box-data/set-xp-thresholds', { track: 'apocalypse', thresholds: TEST_THRESHOLDS });
    expect(await levelsShown(t, id)).toEqual({ overview: 2, list: 2, diary: 2, boards: 2, eachBoard: [2] });
  });

  it('the current memory is never "not recorded" once memories are recorded: the last one played is named', async () => {
    const t = await start();
    const { campaignId } = await boardCampaign(t);
    expect(await t.call('campaign/get', { campaignId })).toMatchObject({ currentMemory: '0.1', lastMemory: null });
    await playPrologue(t, campaignId);
    await playAttempt(t, campaignId, '1.1');
    await playAttempt(t, campaignId, '1.3');
    const campaign = await t.call('campaign/get', { campaignId });
    expect(campaign.lastMemory).toBe('1.3');
    expect((await t.call('campaign/list', {}))[0]).toMatchObject({ id: campaignId, lastMemory: '1.3', currentMemory: campaign.currentMemory });
  });
});
