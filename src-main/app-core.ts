import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ZodError } from 'zod';
import { channels, isChannelName, type ChannelName } from '../shared/ipc/channels.js';
import { AppFailure, type AppError, type Outcome } from '../shared/ipc/errors.js';
import type { AppEvent, EventName, EventPayloads } from '../shared/ipc/events.js';
import { basePack } from '../shared/content/base-pack.js';
import { contentPackSchema } from '../shared/content/pack-schema.js';
import type { AppInfo } from '../shared/app/settings.js';
import { loadMigrations } from './db/migrations.js';
import { openSave, readUserVersion, type Db } from './db/open-save.js';
import { allHandlers } from './dispatch/all-handlers.js';
import type { DiaryPdfPrinter, HandlerContext } from './dispatch/handler-context.js';
import { firstIssue } from './dispatch/validation.js';
import { BackupStore } from './backups/backup-store.js';
import { recordCommand } from './history/record-command.js';
import { historyStatus } from './history/undo-redo.js';

export const SAVE_FILE_NAME = 'campaigns.sqlite';

export interface AppCoreOptions {
  dataDir: string;
  migrationsDir: string;
  host: AppInfo['host'];
  version: string;
  now?: () => Date;
  /** Minutes between automatic backups while the players keep changing things. */
  rollingBackupEveryMinutes?: number;
  log?: (message: string, error?: unknown) => void;
  /** Given by a host that can write the printed diary to a PDF itself (Electron). */
  printer?: DiaryPdfPrinter;
}

export interface AppCore {
  readonly info: AppInfo;
  /** Validates and runs one request; never throws, never leaves a half-done change. */
  dispatch(channel: unknown, args: unknown): Promise<Outcome<unknown>>;
  onEvent(listener: (event: AppEvent) => void): () => void;
  /** Resolves once no command is running, then closes the save. */
  close(): Promise<void>;
}

/**
 * The engine and services behind both hosts. Nothing here knows whether Electron IPC or
 * the loopback bridge carried the request.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  mkdirSync(options.dataDir, { recursive: true });
  const savePath = join(options.dataDir, SAVE_FILE_NAME);
  const backups = new BackupStore(join(options.dataDir, 'backups'));
  const migrations = loadMigrations(options.migrationsDir);
  const pack = contentPackSchema.parse(basePack);

  const db: Db = await openSave({
    path: savePath,
    migrations,
    backupBeforeMigration: async (old, fromVersion) => {
      await backups.create(old, 'before-migration', `version ${fromVersion}`, now());
    },
  });

  const info: AppInfo = {
    name: 'Brotherhood of Venice Companion',
    version: options.version,
    host: options.host,
    dataDir: options.dataDir,
    savePath,
    schemaVersion: readUserVersion(db),
    canExportPdf: options.printer !== undefined,
  };

  const listeners = new Set<(event: AppEvent) => void>();
  const broadcast = (event: AppEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log('An event listener failed', error);
      }
    }
  };

  const rollingEvery = (options.rollingBackupEveryMinutes ?? 15) * 60_000;
  let lastRollingBackup = Date.parse(backups.list().find((b) => b.reason === 'rolling')?.createdAt ?? '1970-01-01T00:00:00Z');
  let backupRunning: Promise<unknown> = Promise.resolve();
  const maybeRollingBackup = () => {
    if (now().getTime() - lastRollingBackup < rollingEvery) return;
    lastRollingBackup = now().getTime();
    backupRunning = backupRunning
      .then(async () => {
        await backups.create(db, 'rolling', null, now());
        backups.thin(now());
        broadcast({ name: 'backup/list-changed', payload: {} });
      })
      .catch((error) => log('A rolling backup failed; the save itself is fine.', error));
  };

  // Commands run one at a time: an async command (one that backs up first) must not
  // interleave with another's transaction.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const run = async (channel: ChannelName, args: unknown): Promise<Outcome<unknown>> => {
    const spec = channels[channel];
    const parsed = spec.request.safeParse(args ?? {}, { reportInput: true });
    if (!parsed.success) return { ok: false, error: { code: 'invalid-request', ...firstIssue(parsed.error) } };

    const pending: AppEvent[] = [];
    let recorded = false;
    const ctx: HandlerContext = {
      db,
      pack,
      info,
      migrations,
      backups,
      scratchPath: join(options.dataDir, 'restore-staging.sqlite'),
      now,
      printer: options.printer ?? null,
      emit: <N extends EventName>(name: N, payload: EventPayloads[N]) => pending.push({ name, payload } as AppEvent),
      command: (summary, change) => {
        const result = db.transaction(() => recordCommand(db, summary, now(), change))();
        recorded = true;
        return result;
      },
      areaCommand: (summary, change) => {
        const result = ctx.command(summary, change);
        const campaignId = typeof summary.campaignId === 'function' ? summary.campaignId(result) : summary.campaignId;
        if (campaignId !== null) ctx.emit('campaign/progress-changed', { campaignId, areas: summary.areas });
        if (summary.category === 'box-data') ctx.emit('box-data/changed', {});
        return result;
      },
      transaction: (change) => {
        const result = db.transaction(change)();
        recorded = true;
        return result;
      },
    };
    try {
      const handler = allHandlers[channel] as (ctx: HandlerContext, request: unknown) => unknown;
      const value = await handler(ctx, parsed.data);
      if (recorded) {
        pending.push({ name: 'history/status-changed', payload: historyStatus(db) });
        maybeRollingBackup();
      }
      pending.forEach(broadcast);
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: toAppError(error, log) };
    }
  };

  const dispatch = (channel: unknown, args: unknown): Promise<Outcome<unknown>> => {
    if (!isChannelName(channel)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown-channel', message: `There is no request called "${String(channel)}".` } });
    }
    if (closed) return Promise.resolve({ ok: false, error: { code: 'internal', message: 'The app is closing.' } });
    if (channels[channel].kind === 'query') return run(channel, args);
    const result = queue.then(() => run(channel, args));
    queue = result.catch(() => undefined);
    return result;
  };

  maybeRollingBackup();

  return {
    info,
    dispatch,
    onEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      await queue;
      await backupRunning;
      db.close();
    },
  };
}

function toAppError(error: unknown, log: (message: string, error?: unknown) => void): AppError {
  if (error instanceof AppFailure) return error.error;
  if (error instanceof ZodError) return { code: 'invalid-request', ...firstIssue(error) };
  log('A request failed unexpectedly; its transaction was rolled back.', error);
  return { code: 'internal', message: 'Something went wrong and nothing was changed. The error was written to the log.' };
}
