import type { PlaySummary } from '../../../../shared/memory-play/play-view.js';
import { invoke, onEvent } from '../../../lib/client.js';
import { Loadable } from '../../../state/loadable.svelte.js';

/**
 * A campaign's plays (newest first; the one being played has status `playing`), shared by the
 * diary's play panel and each memory's Play button, so the list is read once. It follows the
 * campaign's memory-play changes while any screen holds it.
 */
export class CampaignPlays extends Loadable<PlaySummary[]> {
  private holders = 0;
  private stop: (() => void) | null = null;
  private readonly campaignId: number;

  constructor(campaignId: number) {
    super(() => invoke('memory-play/list', { campaignId }));
    this.campaignId = campaignId;
  }

  /** A screen shows the list while mounted: call in an `$effect` and return the release. */
  hold(): () => void {
    this.holders += 1;
    if (this.holders === 1) {
      void this.load();
      const stops = [
        onEvent('campaign/progress-changed', ({ campaignId, areas }) => {
          if (campaignId === this.campaignId && (areas === undefined || areas.includes('memory-play'))) void this.load();
        }),
        onEvent('save/replaced', () => void this.load()),
      ];
      this.stop = () => stops.forEach((stop) => stop());
    }
    return () => {
      this.holders -= 1;
      if (this.holders === 0) {
        this.stop?.();
        this.stop = null;
      }
    };
  }

  /** The play being played now, if any. */
  get open(): PlaySummary | null {
    return this.value?.find((play) => play.status === 'playing') ?? null;
  }
}

const lists = new Map<number, CampaignPlays>();

export function campaignPlays(campaignId: number): CampaignPlays {
  let list = lists.get(campaignId);
  if (!list) {
    list = new CampaignPlays(campaignId);
    lists.set(campaignId, list);
  }
  return list;
}
