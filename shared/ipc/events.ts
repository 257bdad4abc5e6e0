import type { HistoryStatus } from '../history/history.js';
import type { Settings } from '../app/settings.js';

/** The parts of a campaign a screen can show; an event names those a command changed. */
export const CAMPAIGN_AREAS = ['campaign', 'diary', 'boards', 'hq', 'exploration', 'dice', 'memory-play'] as const;
export type CampaignArea = (typeof CAMPAIGN_AREAS)[number];

/** Push events from main to every window, named `area/noun-changed`. */
export interface EventPayloads {
  'campaign/list-changed': { campaignIds: number[] };
  /**
   * The status of each history a command touched, by scope key (`campaign:12`, `campaign-list`,
   * `box-data`): a window takes the one it shows, so a command costs it no further request.
   */
  'history/status-changed': { statuses: Record<string, HistoryStatus> };
  'settings/changed': Settings;
  /**
   * Something of one campaign changed. `areas` says what, so a screen reloads only that and
   * never what its own command already returned; absent means "anything may have changed".
   */
  'campaign/progress-changed': { campaignId: number; areas?: CampaignArea[] };
  'box-data/changed': Record<string, never>;
  'backup/list-changed': Record<string, never>;
  /** The whole save was replaced (backup restored): every screen reloads. */
  'save/replaced': Record<string, never>;
  /** The app entered or left recovery mode (the save went bad, or a backup replaced it): the page starts over. */
  'app/mode-changed': { recovery: boolean };
}
export type EventName = keyof EventPayloads;
export type AppEvent = { [N in EventName]: { name: N; payload: EventPayloads[N] } }[EventName];
