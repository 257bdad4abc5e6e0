import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boardCampaign } from '../test-support/board-fixtures.js';
import { openTestCore, type TestCore } from '../test-support/temp-core.js';
import { applySteps, startTestPlay, TEST_MAP_TEXT, WHOLE_TURN } from './test-support/play-fixtures.js';

/**
 * Two groups share a laptop: undo and redo act on the campaign on screen, so a
 * step undone in one campaign must still be redone after the other campaign played on. Its
 * row id is never handed to the other campaign's steps (migration 010).
 */
describe('a play undone in one campaign while another plays on', () => {
  let t: TestCore;
  beforeEach(async () => {
    t = await openTestCore();
  });
  afterEach(() => t.dispose());

  it('redoes the first campaign’s steps after the second campaign played new ones, and leaves the second untouched', async () => {
    const venice = await boardCampaign(t);
    const forli = await boardCampaign(t);
    await t.call('box-data/import-memory-map-text', { text: TEST_MAP_TEXT });
    const venicePlay = (await startTestPlay(t, venice.campaignId)).play.playId;
    const forliPlay = (await startTestPlay(t, forli.campaignId)).play.playId;
    const played = await applySteps(t, venice.campaignId, venicePlay, WHOLE_TURN.slice(0, 3));

    const veniceScope = { scope: { kind: 'campaign', campaignId: venice.campaignId } } as const;
    await t.call('history/undo', veniceScope);
    await t.call('history/undo', veniceScope);
    const forliAfter = await applySteps(t, forli.campaignId, forliPlay, WHOLE_TURN.slice(0, 3));

    await t.call('history/redo', veniceScope);
    await t.call('history/redo', veniceScope);
    expect(await t.call('memory-play/get', { campaignId: venice.campaignId, playId: venicePlay })).toEqual(played);
    expect(await t.call('memory-play/get', { campaignId: forli.campaignId, playId: forliPlay })).toEqual(forliAfter);
  });
});
