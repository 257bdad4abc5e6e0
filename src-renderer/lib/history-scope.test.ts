import { describe, expect, it } from 'vitest';
import { historyScopeOf, historyStepMessage } from './history-scope.js';

describe('the history Undo acts on follows the screen', () => {
  it('a campaign page, its printout and a play of its memory undo in that campaign only', () => {
    expect(historyScopeOf({ screen: 'campaign', campaignId: 4, tab: 'assassins' })).toEqual({ kind: 'campaign', campaignId: 4 });
    expect(historyScopeOf({ screen: 'print-diary', campaignId: 4, print: { paper: 'a4', colour: true } })).toEqual({ kind: 'campaign', campaignId: 4 });
    expect(historyScopeOf({ screen: 'memory-play', campaignId: 9, playId: 1, review: false })).toEqual({ kind: 'campaign', campaignId: 9 });
  });

  it('box data and its memory maps have their own history; the list and settings undo in the list', () => {
    expect(historyScopeOf({ screen: 'box-data' })).toEqual({ kind: 'box-data' });
    expect(historyScopeOf({ screen: 'memory-maps', memoryId: '1.2' })).toEqual({ kind: 'box-data' });
    expect(historyScopeOf({ screen: 'campaigns' })).toEqual({ kind: 'campaign-list' });
    expect(historyScopeOf({ screen: 'settings' })).toEqual({ kind: 'campaign-list' });
  });

  it('the toast names the campaign it changed, or box data, or the list', () => {
    expect(historyStepMessage('undo', { scope: { kind: 'campaign', campaignId: 2 }, campaignName: 'Forlì' })).toEqual({ key: 'undo.undoneInCampaign', campaign: 'Forlì' });
    expect(historyStepMessage('redo', { scope: { kind: 'box-data' }, campaignName: null })).toEqual({ key: 'undo.redoneInBoxData' });
    expect(historyStepMessage('undo', { scope: { kind: 'campaign-list' }, campaignName: 'Forlì' })).toEqual({ key: 'undo.undoneInCampaign', campaign: 'Forlì' });
    expect(historyStepMessage('undo', { scope: { kind: 'campaign-list' }, campaignName: null })).toEqual({ key: 'undo.undoneInList' });
  });
});
