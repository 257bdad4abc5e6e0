import type { HistoryStatus } from '../history/history.js';
import type { Settings } from '../app/settings.js';

/** Push events from main to every window, named `area/noun-changed`. */
export interface EventPayloads {
  'campaign/list-changed': { campaignIds: number[] };
  'history/status-changed': HistoryStatus;
  'settings/changed': Settings;
  /** The diary or the boards of a campaign changed (a record, a card move, a skill...). */
  'campaign/progress-changed': { campaignId: number };
  'box-data/changed': Record<string, never>;
  'backup/list-changed': Record<string, never>;
  /** The whole save was replaced (backup restored): every screen reloads. */
  'save/replaced': Record<string, never>;
}
export type EventName = keyof EventPayloads;
export type AppEvent = { [N in EventName]: { name: N; payload: EventPayloads[N] } }[EventName];
