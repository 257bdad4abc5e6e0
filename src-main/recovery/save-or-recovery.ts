import { AppFailure, type AppError } from '../../shared/ipc/errors.js';
import type { AppEvent } from '../../shared/ipc/events.js';
import { isUnusableSaveError } from '../db/save-file.js';
import type { ServingCore } from './serving-core.js';

export interface SaveOrRecoveryOptions {
  /** Opens the save and serves it; `saveWentBad` is called when a later check finds it damaged. */
  open(saveWentBad: (problem: AppError) => void): Promise<ServingCore>;
  /** Serves recovery mode for `problem`; `reopen` opens the save once a backup has replaced it. */
  recovery(problem: AppError, reopen: () => Promise<void>): ServingCore;
  log(message: string, error?: unknown): void;
}

/**
 * The one core a host holds, whatever state the save is in. It serves the open save, or
 * recovery mode when the save cannot be opened (at start, or when a check finds it damaged
 * later), and switches back once a backup has replaced it. Listeners stay subscribed across
 * a switch, and `app/mode-changed` tells the page to start over.
 */
export async function serveSaveOrRecovery(options: SaveOrRecoveryOptions): Promise<ServingCore> {
  const listeners = new Set<(event: AppEvent) => void>();
  const broadcast = (event: AppEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.log('An event listener failed', error);
      }
    }
  };

  let current: ServingCore;
  let unsubscribe = () => {};
  const serve = (core: ServingCore) => {
    unsubscribe();
    current = core;
    unsubscribe = core.onEvent(broadcast);
    broadcast({ name: 'app/mode-changed', payload: { recovery: core.info.recovery !== undefined } });
  };

  // Requests wait while the damaged save is being closed, so none reaches a half-switched app.
  let switching: Promise<void> = Promise.resolve();
  const saveWentBad = (problem: AppError) => {
    switching = switching.then(async () => {
      const damaged = current;
      if (damaged.info.recovery !== undefined) return;
      options.log(`The save went bad while open and is no longer written to: ${problem.message}`);
      // Closed before recovery mode may move the file: no connection may be left on it.
      await damaged.close().catch((error: unknown) => options.log('Closing the damaged save failed.', error));
      serve(options.recovery(problem, reopen));
    });
  };

  const openOrRecover = async (): Promise<ServingCore> => {
    try {
      return await options.open(saveWentBad);
    } catch (error) {
      // The host says so where it reports its start (a terminal line, the window itself).
      if (error instanceof AppFailure && isUnusableSaveError(error.error)) return options.recovery(error.error, reopen);
      throw error;
    }
  };
  const reopen = async () => serve(await openOrRecover());

  current = await openOrRecover();
  unsubscribe = current.onEvent(broadcast);

  return {
    get info() {
      return current.info;
    },
    async dispatch(channel, args) {
      await switching;
      return current.dispatch(channel, args);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await switching;
      await current.close();
    },
  };
}
