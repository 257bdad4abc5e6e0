import { onEvent, onEvents } from './client.js';

export interface CampaignReloads {
  /** The campaign's own data: after its commands, an undo or redo, or a restored save. */
  campaign: () => void;
  /** What depends on box data (dice faces, cards, maps), when the players change it. */
  boxData?: () => void;
}

/**
 * Keeps a campaign screen in step with main: every tab of a campaign listens to the same
 * events, so one place says which events mean "read again". Returns the unsubscribe, for
 * an `$effect` to return.
 */
export function followCampaign(campaignId: number, reloads: CampaignReloads): () => void {
  const { campaign, boxData = campaign } = reloads;
  const stops = [
    onEvent('campaign/progress-changed', (payload) => {
      if (payload.campaignId === campaignId) campaign();
    }),
    onEvents(['history/status-changed', 'save/replaced'], campaign),
    onEvent('box-data/changed', boxData),
  ];
  if (boxData !== campaign) stops.push(onEvent('save/replaced', boxData));
  return () => stops.forEach((stop) => stop());
}
