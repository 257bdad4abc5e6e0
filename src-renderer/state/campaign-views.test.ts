import { describe, expect, it } from 'vitest';
import { CAMPAIGN_AREAS } from '../../shared/ipc/events.js';
import { EVERYTHING, commandAnswer, planRefresh, viewsChangedBy, type CampaignViewKey, type ViewHold } from './campaign-views.js';

/** How the screens hold the views: shown ones follow their own commands unless said otherwise. */
function holds(shown: Partial<Record<CampaignViewKey, 'follow' | 'peek'>>, loadedOnly: CampaignViewKey[] = []): (key: CampaignViewKey) => ViewHold {
  return (key) => {
    const how = shown[key];
    return { loaded: how !== undefined || loadedOnly.includes(key), shown: how !== undefined, followsOwnCommands: how === 'follow' };
  };
}

describe('one fetch per change: what an event reads again', () => {
  it('placing a miniature: the HQ view it answered is not read again, nor whether a resolution is due', () => {
    const hqTab = holds({ detail: 'peek', hq: 'follow', resolution: 'peek' }, ['boards']);
    const plan = planRefresh(viewsChangedBy(['hq', 'boards']), hqTab, commandAnswer('hq/place'));
    expect(plan.reload).toEqual([]);
    expect(plan.stale).toEqual(['boards', 'resolution']);
  });

  it('recording an attempt: the diary is the answer; the campaign and the boards the tab only glances at go stale', () => {
    const diaryTab = holds({ detail: 'peek', diary: 'follow', boards: 'peek', boxData: 'follow' }, ['history']);
    const plan = planRefresh(viewsChangedBy(['diary', 'campaign', 'boards', 'hq']), diaryTab, commandAnswer('diary/record-attempt'));
    expect(plan.reload).toEqual([]);
    expect(plan.stale).toEqual(['detail', 'history', 'boards']);
  });

  it('a journey paid with a cube: only the map changed, and the journey answered it', () => {
    const explorationTab = holds({ detail: 'peek', exploration: 'follow', boards: 'follow', apocalypse: 'follow', boxData: 'follow' });
    const plan = planRefresh(viewsChangedBy(['exploration']), explorationTab, commandAnswer('exploration/journey'));
    expect(plan).toEqual({ reload: [], stale: [] });
  });

  it("a journey paid with a clue card: the boards and Shao Jun's state on screen are read again", () => {
    const explorationTab = holds({ exploration: 'follow', boards: 'follow', apocalypse: 'follow' });
    const plan = planRefresh(viewsChangedBy(['exploration', 'boards']), explorationTab, commandAnswer('exploration/journey'));
    expect(plan.reload).toEqual(['boards', 'apocalypse']);
  });

  it("another window's command: every changed view on screen is read again, the answered kind included", () => {
    const hqTab = holds({ hq: 'follow', resolution: 'peek' }, ['diary']);
    const plan = planRefresh(viewsChangedBy(['hq', 'diary']), hqTab, null);
    expect(plan.reload).toEqual(['hq', 'resolution']);
    expect(plan.stale).toEqual(['diary']);
  });

  it('a view no screen has read yet is left alone: it is read when first shown', () => {
    const plan = planRefresh(viewsChangedBy(CAMPAIGN_AREAS), holds({}), null);
    expect(plan).toEqual({ reload: [], stale: [] });
  });

  it('undo and redo: the window reads again by itself when the answer comes, so their events read nothing', () => {
    const plan = planRefresh(viewsChangedBy(EVERYTHING), holds({ diary: 'follow', boards: 'follow' }), commandAnswer('history/undo'));
    expect(plan).toEqual({ reload: [], stale: [] });
  });

  it('new box data changes the views built on it (the party level of the detail, faces, maps), not the campaign history', () => {
    expect(viewsChangedBy(['box-data'])).toEqual(['detail', 'diary', 'boards', 'apocalypse', 'hq', 'resolution', 'exploration', 'dice', 'boxData']);
  });

  it('an event without areas (a handler not yet naming them) means anything of the campaign, not the box data', () => {
    expect(viewsChangedBy(CAMPAIGN_AREAS)).not.toContain('boxData');
    expect(viewsChangedBy(CAMPAIGN_AREAS)).toContain('exploration');
  });

  it('every command names the view its answer replaces; queries and unknown names are not commands', () => {
    expect(commandAnswer('hq/place')).toBe('hq');
    expect(commandAnswer('hq/resolve-shop')).toBe('resolution');
    expect(commandAnswer('apocalypse/finish-end-of-memory')).toBe('apocalypse');
    expect(commandAnswer('box-data/save-region-location')).toBe('boxData');
    expect(commandAnswer('dice/roll')).toBe('nothing');
    expect(commandAnswer('hq/get')).toBeNull();
    expect(commandAnswer('toString')).toBeNull();
  });
});
