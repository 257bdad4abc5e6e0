import type { AppEvent, EventName } from '../../../shared/ipc/events.js';

/** A Record (not an array) so the compiler insists on every event name of the contract. */
const KNOWN_EVENTS: Record<EventName, true> = {
  'campaign/list-changed': true,
  'history/status-changed': true,
  'campaign/progress-changed': true,
  'settings/changed': true,
  'box-data/changed': true,
  'backup/list-changed': true,
  'save/replaced': true,
  'app/mode-changed': true,
};

/** Guards what arrives over the wire before it reaches any listener. */
export function isAppEvent(value: unknown): value is AppEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { name, payload } = value as { name?: unknown; payload?: unknown };
  return typeof name === 'string' && Object.hasOwn(KNOWN_EVENTS, name) && typeof payload === 'object' && payload !== null;
}
