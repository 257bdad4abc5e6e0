import type { HistoryEntry, HistoryScope } from '../../shared/history/history.js';
import type { MessageKey } from '../i18n/message-key.js';
import type { Route } from './routes.js';

/**
 * The history that Undo and Redo act on from a screen: the campaign on screen (its page,
 * its printout, a play of one of its memories), box data (and its memory maps), or else
 * the campaign list.
 */
export function historyScopeOf(route: Route): HistoryScope {
  switch (route.screen) {
    case 'campaign':
    case 'print-diary':
    case 'memory-play':
      return { kind: 'campaign', campaignId: route.campaignId };
    case 'box-data':
    case 'memory-maps':
      return { kind: 'box-data' };
    default:
      return { kind: 'campaign-list' };
  }
}

/** The toast after an undo or redo names the history it acted in (the campaign by its name). */
export function historyStepMessage(step: 'undo' | 'redo', entry: Pick<HistoryEntry, 'scope' | 'campaignName'>): { key: MessageKey; campaign?: string } {
  const undo = step === 'undo';
  if (entry.scope.kind === 'box-data') return { key: undo ? 'undo.undoneInBoxData' : 'undo.redoneInBoxData' };
  // A change to the list that concerns one campaign (its creation, its name) names it too.
  if (entry.campaignName !== null) {
    return { key: undo ? 'undo.undoneInCampaign' : 'undo.redoneInCampaign', campaign: entry.campaignName };
  }
  return { key: undo ? 'undo.undoneInList' : 'undo.redoneInList' };
}
