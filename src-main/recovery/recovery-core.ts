import { ZodError } from 'zod';
import type { AppInfo } from '../../shared/app/settings.js';
import { channels, isChannelName, type ChannelName, type ParsedRequestOf, type ResultOf } from '../../shared/ipc/channels.js';
import { AppFailure, fail, type AppError, type Outcome } from '../../shared/ipc/errors.js';
import { readBackupContents } from '../backups/backup-contents.js';
import type { BackupStore } from '../backups/backup-store.js';
import type { Migration } from '../db/migrations.js';
import { firstIssue } from '../dispatch/validation.js';
import { replaceUnopenableSave } from './replace-save.js';
import type { ServingCore } from './serving-core.js';

export interface RecoveryCoreOptions {
  /** The app's facts; `recovery` is added to them. */
  info: AppInfo;
  /** Why the save cannot be opened (`save-damaged` or `not-a-save`). */
  problem: AppError;
  backups: BackupStore;
  migrations: Migration[];
  scratchPath: string;
  setAsideDir: string;
  now(): Date;
  log(message: string, error?: unknown): void;
  /** Opens the save that has just replaced the unopenable one; from then on it serves the app. */
  reopen(): Promise<void>;
}

/** The only channels recovery mode answers: what the recovery screen needs. */
type RecoveryChannel = 'app/get-info' | 'backup/list' | 'backup/contents' | 'backup/recover';
type RecoveryHandlers = { [N in RecoveryChannel]: (request: ParsedRequestOf<N>) => ResultOf<N> | Promise<ResultOf<N>> };

/**
 * The app while its save cannot be opened: it says why (app/get-info), lists the backups
 * with what each holds, and puts one in the save's place (backup/recover), moving the
 * unopenable file aside. Every other request is answered with the reason, so no screen
 * can read or write a save that is not there.
 */
export function createRecoveryCore(options: RecoveryCoreOptions): ServingCore {
  const info: AppInfo = { ...options.info, recovery: { problem: options.problem, setAsideDir: options.setAsideDir } };
  let recovered = false;
  let running: Promise<unknown> = Promise.resolve();

  const handlers: RecoveryHandlers = {
    'app/get-info': () => info,
    'backup/list': () => options.backups.list(),
    'backup/contents': ({ backupId }) => readBackupContents(options.backups, backupId, options.migrations),
    'backup/recover': async ({ backupId }) => {
      // A second click must not set aside the save the first one has just put in place.
      if (recovered) fail('invalid-request', 'A backup has already replaced the save; the app has opened it.');
      const setAsidePath = await replaceUnopenableSave({
        savePath: info.savePath,
        backupPath: backupId === null ? null : options.backups.pathToRestore(backupId, options.migrations),
        scratchPath: options.scratchPath,
        migrations: options.migrations,
        setAsideDir: options.setAsideDir,
        now: options.now(),
      });
      recovered = true;
      options.log(`The save could not be opened; it was moved to ${setAsidePath ?? '(nothing to move)'} and ${backupId ?? 'a new save'} took its place.`);
      await options.reopen();
      return { setAsidePath };
    },
  };

  const run = async (channel: RecoveryChannel, args: unknown): Promise<Outcome<unknown>> => {
    const parsed = channels[channel].request.safeParse(args ?? {}, { reportInput: true });
    if (!parsed.success) return { ok: false, error: { code: 'invalid-request', ...firstIssue(parsed.error) } };
    try {
      const handler = handlers[channel] as (request: unknown) => unknown;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      if (error instanceof AppFailure) return { ok: false, error: error.error };
      if (error instanceof ZodError) return { ok: false, error: { code: 'invalid-request', ...firstIssue(error) } };
      options.log('A recovery request failed unexpectedly.', error);
      return { ok: false, error: { code: 'internal', message: 'Something went wrong and nothing was changed. The error was written to the log.' } };
    }
  };

  return {
    info,
    dispatch(channel, args) {
      if (!isChannelName(channel)) {
        return Promise.resolve({ ok: false, error: { code: 'unknown-channel', message: `There is no request called "${String(channel)}".` } });
      }
      if (!isRecoveryChannel(channel)) return Promise.resolve({ ok: false, error: options.problem });
      if (channel !== 'backup/recover') return run(channel, args);
      const result = running.then(() => run(channel, args));
      running = result.catch(() => undefined);
      return result;
    },
    onEvent: () => () => {},
    close: async () => {
      await running;
    },
  };
}

function isRecoveryChannel(channel: ChannelName): channel is RecoveryChannel {
  return channel === 'app/get-info' || channel === 'backup/list' || channel === 'backup/contents' || channel === 'backup/recover';
}
