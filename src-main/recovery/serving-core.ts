import type { AppInfo } from '../../shared/app/settings.js';
import type { Outcome } from '../../shared/ipc/errors.js';
import type { AppEvent } from '../../shared/ipc/events.js';

/**
 * What a host talks to: the open save's core or the recovery core. Structurally the same
 * as `AppCore` (app-core.ts), declared here so the recovery files need not import the core.
 */
export interface ServingCore {
  readonly info: AppInfo;
  dispatch(channel: unknown, args: unknown): Promise<Outcome<unknown>>;
  onEvent(listener: (event: AppEvent) => void): () => void;
  close(): Promise<void>;
}
