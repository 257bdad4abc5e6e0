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
import { DamagedSaveFailure } from './db/save-file.js';
import { transaction } from './db/statements.js';
import { idleTimer } from './db/wal-checkpoint.js';
import { SaveGuard, type SaveTrouble } from './db/save-guard.js';
import { keepWhatTheAppHolds } from './recovery/save-lost.js';
import { createRecoveryCore } from './recovery/recovery-core.js';
import { serveSaveOrRecovery } from './recovery/save-or-recovery.js';
import { refuseMissingSaveBesideBackups } from './recovery/missing-save.js';
import { allHandlers } from './dispatch/all-handlers.js';
import type { DiaryPdfPrinter, HandlerContext } from './dispatch/handler-context.js';
import { firstIssue } from './dispatch/validation.js';
import { missingCampaign } from './dispatch/campaign-references.js';
import { BackupStore } from './backups/backup-store.js';
import { rollingBackupSchedule } from './backups/rolling-schedule.js';
import { RESTORE_STAGING_FILE, removeScratch } from './backups/restore-backup.js';
import { lockDataFolder } from './data-folder/folder-lock.js';
import { diskFullError, isDiskFull } from './data-folder/disk-full.js';
import { explainStartFailure } from './data-folder/start-failure.js';
import type { HistoryScope } from '../shared/history/history.js';
import { recordCommand, type RecordedEntry } from './history/record-command.js';
import { touchedStatuses } from './history/undo-redo.js';

export const SAVE_FILE_NAME = 'campaigns.sqlite';

export interface AppCoreOptions {
  dataDir: string;
  migrationsDir: string;
  host: AppInfo['host'];
  version: string;
  now?: () => Date;
  /** Minutes between automatic backups while the players keep changing things. */
  rollingBackupEveryMinutes?: number;
  /** A clock that never runs backwards within a run (default performance.now()); times the rolling backups. */
  monotonicNow?: () => number;
  log?: (message: string, error?: unknown) => void;
  /** Milliseconds without a change after which the WAL is copied into the save (default 2 s). */
  checkpointWhenIdleMs?: number;
  /** Given by a host that can write the printed diary to a PDF itself (Electron). */
  printer?: DiaryPdfPrinter;
  /** Milliseconds between looks at the save, its journal and the lock file while no request comes (default 1 s). */
  watchEveryMs?: number;
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
 * the loopback bridge carried the request. When the save cannot be opened (damaged, or not
 * a save) the core starts in recovery mode instead (AppInfo.recovery), and it switches to
 * it as soon as a check finds the open save damaged; a save from a newer app still throws.
 */
export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  try {
    return await startOnDataFolder(options);
  } catch (error) {
    // A full disk, a read-only folder, a file where a folder must be: said in the players' words.
    throw explainStartFailure(error, options.dataDir);
  }
}

async function startOnDataFolder(options: AppCoreOptions): Promise<AppCore> {
  mkdirSync(options.dataDir, { recursive: true });
  // One owner per data folder, before anything in it is read, cleaned or written: a second
  // copy of the app stops here (data-folder-in-use) and touches nothing.
  const lock = lockDataFolder(options.dataDir);
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  // The lock file can be deleted or replaced by another program while the app runs: it is
  // checked before every command and on a short timer, and taken again at once. A query writes
  // nothing, so it waits for the timer like an idle app does, and reading stays as cheap as
  // it can be.
  const checkLock = () => {
    if (!lock.check()) log(`Another copy of the app took the data folder ${options.dataDir} after its lock file was removed.`);
  };
  const lockTimer = setInterval(checkLock, options.watchEveryMs ?? WATCH_EVERY_MS);
  lockTimer.unref();
  try {
    // What a crash mid-restore left; the backups folder cleans its own (BackupStore).
    removeScratch(join(options.dataDir, RESTORE_STAGING_FILE));
    const core = await serveDataFolder(options);
    const close = core.close.bind(core);
    const dispatch = core.dispatch.bind(core);
    return Object.assign(core, {
      dispatch: (channel: unknown, args: unknown) => {
        if (isChannelName(channel) && channels[channel].kind === 'command') checkLock();
        return dispatch(channel, args);
      },
      close: async () => {
        clearInterval(lockTimer);
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    });
  } catch (error) {
    clearInterval(lockTimer);
    lock.release();
    throw error;
  }
}

/** How often the app looks at its save, journal and lock file between requests. */
const WATCH_EVERY_MS = 1_000;

function serveDataFolder(options: AppCoreOptions): Promise<AppCore> {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  return serveSaveOrRecovery({
    open: (saveWentBad) => openAppCore(options, saveWentBad),
    recovery: (problem, reopen) =>
      createRecoveryCore({
        info: appInfo(options, 0),
        problem,
        backups: new BackupStore(join(options.dataDir, 'backups')),
        migrations: loadMigrations(options.migrationsDir),
        scratchPath: join(options.dataDir, RESTORE_STAGING_FILE),
        setAsideDir: join(options.dataDir, 'set-aside'),
        now: options.now ?? (() => new Date()),
        log,
        reopen,
      }),
    log,
  });
}

function appInfo(options: AppCoreOptions, schemaVersion: number): AppInfo {
  return {
    name: 'Brotherhood of Venice Companion',
    version: options.version,
    host: options.host,
    dataDir: options.dataDir,
    savePath: join(options.dataDir, SAVE_FILE_NAME),
    schemaVersion,
    canExportPdf: options.printer !== undefined,
  };
}

/** The open save's core; `saveWentBad` is told when a check finds the save damaged, and nothing is written to it again. */
async function openAppCore(options: AppCoreOptions, saveWentBad: (problem: AppError) => void): Promise<AppCore> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  mkdirSync(options.dataDir, { recursive: true });
  const savePath = join(options.dataDir, SAVE_FILE_NAME);
  const backups = new BackupStore(join(options.dataDir, 'backups'));
  const migrations = loadMigrations(options.migrationsDir);
  const pack = contentPackSchema.parse(basePack);
  refuseMissingSaveBesideBackups(savePath, backups);

  const db: Db = await openSave({
    path: savePath,
    migrations,
    backupBeforeMigration: async (old, fromVersion) => {
      await backups.create(old, 'before-migration', `version ${fromVersion}`, now());
    },
  });

  const info = appInfo(options, readUserVersion(db));

  let damaged = false;
  const noticeDamage = (error: unknown) => {
    if (!(error instanceof DamagedSaveFailure) || damaged) return;
    damaged = true;
    saveWentBad(error.error);
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

  const rollingSchedule = rollingBackupSchedule({
    everyMs: (options.rollingBackupEveryMinutes ?? 15) * 60_000,
    wallNow: now,
    monotonicNow: options.monotonicNow ?? (() => performance.now()),
    existing: backups.list(),
  });
  let backupRunning: Promise<unknown> = Promise.resolve();
  const maybeRollingBackup = () => {
    if (!rollingSchedule.due()) return;
    rollingSchedule.taken();
    backupRunning = backupRunning
      .then(async () => {
        await backups.create(db, 'rolling', null, now());
        backups.thin();
        broadcast({ name: 'backup/list-changed', payload: {} });
      })
      .catch((error) => {
        noticeDamage(error);
        log(damaged ? 'A rolling backup was refused: the save is damaged.' : 'A rolling backup failed; the save itself is fine.', error);
      });
  };

  // Commands run one at a time: an async command (one that backs up first) must not
  // interleave with another's transaction.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  // The save, its journal and what the app last wrote to them (SaveGuard). The idle and
  // closing checkpoints check the journal first; SQLite's own (as a commit fills the journal
  // past about 4 MB) runs just after the check every command makes.
  const guard = new SaveGuard({ db, savePath, setAsideDir: join(options.dataDir, 'set-aside'), now, log });
  /** Set once the save changed under the app: nothing is written to it again. */
  let lost: { trouble: SaveTrouble; problem: Promise<AppError> } | null = null;
  /** Must run in the queue, so no command is half done; `notify` is false while the app closes. */
  const stopWriting = (trouble: SaveTrouble, notify = true): Promise<AppError> => {
    if (lost !== null) return lost.problem;
    idle.cancel();
    clearInterval(watchTimer);
    const problem = backupRunning.then(() => keepWhatTheAppHolds(trouble, { db, guard, backups, savePath, now, log }));
    lost = { trouble, problem };
    if (notify) void problem.then(saveWentBad);
    return problem;
  };
  const checkpoint = () => {
    const { trouble, copied } = guard.checkpoint();
    if (trouble !== null) return stopWriting(trouble);
    if (!copied) log('Another program is reading the save; its journal could not be emptied now.');
    return null;
  };

  // Between commands and after any backup, never inside one.
  const idle = idleTimer(options.checkpointWhenIdleMs ?? 2_000, () => {
    queue = queue
      .then(() => backupRunning)
      .then(() => {
        if (!closed && !damaged && lost === null) return checkpoint();
      })
      .catch((error) => log('Copying the WAL into the save failed; the next checkpoint will try again.', error));
  });

  // A save deleted while the players are not touching the app is noticed within a second too.
  const watchTimer = setInterval(() => {
    queue = queue
      .then(() => {
        if (closed || damaged || lost !== null) return;
        const trouble = guard.check();
        if (trouble !== null) return stopWriting(trouble);
      })
      .catch((error) => log('Looking at the save failed.', error));
  }, options.watchEveryMs ?? WATCH_EVERY_MS);
  watchTimer.unref();

  const run = async (channel: ChannelName, args: unknown): Promise<Outcome<unknown>> => {
    const spec = channels[channel];
    if (spec.kind === 'command') {
      // Before a commit: is the save still the file the app opened, its journal its own?
      if (lost !== null) return { ok: false, error: await lost.problem };
      const trouble = guard.check();
      if (trouble !== null) return { ok: false, error: await stopWriting(trouble) };
    }
    const parsed = spec.request.safeParse(args ?? {}, { reportInput: true });
    if (!parsed.success) return { ok: false, error: { code: 'invalid-request', ...firstIssue(parsed.error) } };
    const missing = missingCampaign(db, channel, parsed.data);
    if (missing !== null) return { ok: false, error: missing };

    const pending: AppEvent[] = [];
    let recorded = false;
    // The history entries this dispatch added, whose histories' statuses are pushed after it.
    const added: RecordedEntry[] = [];
    const ctx: HandlerContext = {
      db,
      pack,
      info,
      migrations,
      backups,
      scratchPath: join(options.dataDir, RESTORE_STAGING_FILE),
      now,
      printer: options.printer ?? null,
      emit: <N extends EventName>(name: N, payload: EventPayloads[N]) => pending.push({ name, payload } as AppEvent),
      command: (summary, change) => {
        const { result, entry } = transaction(db, () => recordCommand(db, summary, now(), change));
        recorded = true;
        if (entry !== null) added.push(entry);
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
        const result = transaction(db, change);
        recorded = true;
        return result;
      },
    };
    try {
      const handler = allHandlers[channel] as (ctx: HandlerContext, request: unknown) => unknown;
      let value: unknown;
      try {
        value = await handler(ctx, parsed.data);
      } finally {
        if (spec.kind === 'command') guard.remember();
      }
      if (recorded) {
        // Undo and redo name the history they acted in; a command's own entries name theirs.
        const acted = channel === 'history/undo' || channel === 'history/redo' ? ((parsed.data as { scope?: HistoryScope }).scope ?? null) : null;
        pending.push({ name: 'history/status-changed', payload: { statuses: touchedStatuses(db, added, acted) } });
        maybeRollingBackup();
        idle.touched();
      }
      pending.forEach(broadcast);
      return { ok: true, value };
    } catch (error) {
      noticeDamage(error);
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
      idle.cancel();
      clearInterval(watchTimer);
      await queue;
      await backupRunning;
      // A closed app's save is whole in one file, even if another program holds it open
      // (then SQLite's own checkpoint on closing is skipped). A damaged save is not written,
      // nor one that changed under the app: what it held is kept first (stopWriting).
      if (!damaged && lost === null) {
        try {
          const { trouble, copied } = guard.checkpoint();
          if (trouble !== null) await stopWriting(trouble, false);
          else if (!copied) log('Another program is reading the save; its WAL could not be emptied on closing.');
        } catch (error) {
          log('Copying the WAL into the save on closing failed; SQLite will recover it on the next start.', error);
        }
      }
      if (lost !== null) {
        await lost.problem;
        guard.closeAfter(lost.trouble, () => db.close());
      } else {
        db.close();
      }
    },
  };
}

function toAppError(error: unknown, log: (message: string, error?: unknown) => void): AppError {
  if (error instanceof AppFailure) return error.error;
  if (error instanceof ZodError) return { code: 'invalid-request', ...firstIssue(error) };
  if (isDiskFull(error)) {
    log('A request failed because the disk is full; its transaction was rolled back.', error);
    return diskFullError();
  }
  log('A request failed unexpectedly; its transaction was rolled back.', error);
  return { code: 'internal', message: 'Something went wrong and nothing was changed. The error was written to the log.' };
}
