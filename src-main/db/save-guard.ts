import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Db } from './db.js';
import { syncFolder } from './open-save.js';
import { quickCheckProblems } from './save-file.js';

/*
 * The open save is a file other programs can touch while the app runs: a sync client
 * resolving a conflict, a clean-up tool, a backup program. SQLite keeps writing through the
 * handles it opened, so a save deleted or replaced under it takes every later change into a
 * file no longer on disk, and a journal (`-wal`) removed or overwritten takes the changes it
 * holds with it, or is copied into the save by the next checkpoint. The guard compares the
 * files with what the app itself last wrote (their identity, size and time) before every
 * command, on a short timer, and before every checkpoint.
 */

/** A file's identity and the last write to it, as the file system reports them. */
interface FileStamp {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

function stampOf(path: string): FileStamp | null {
  try {
    const { dev, ino, size, mtimeMs } = statSync(path);
    return { dev, ino, size, mtimeMs };
  } catch {
    return null;
  }
}

const sameFile = (a: FileStamp | null, b: FileStamp | null) => a !== null && b !== null && a.dev === b.dev && a.ino === b.ino;
const sameContent = (a: FileStamp | null, b: FileStamp | null) => sameFile(a, b) && a!.size === b!.size && a!.mtimeMs === b!.mtimeMs;

/**
 * What happened to the save that the app cannot mend by itself; it stops writing to it.
 * - `deleted`, `replaced`: the save is no longer the file the app has open (the app still
 *   holds every change, and keeps them in a backup);
 * - `overwritten`: another program wrote into the save itself;
 * - `journal-overwritten`: another program wrote into its journal, whose pages are now damaged
 *   (the save file itself is still whole, as of the last checkpoint).
 */
export type SaveTrouble = 'deleted' | 'replaced' | 'overwritten' | 'journal-overwritten';

export interface SaveGuardOptions {
  db: Db;
  savePath: string;
  /** Where files found in the save's place are moved (never deleted). */
  setAsideDir: string;
  now(): Date;
  log(message: string, error?: unknown): void;
}

export class SaveGuard {
  private save: FileStamp | null = null;
  private wal: FileStamp | null = null;
  private shm: FileStamp | null = null;
  /** When the save file last held every change (the last checkpoint): what a damaged journal costs. */
  lastWhole: Date;

  private readonly paths: { save: string; wal: string; shm: string };

  constructor(private readonly options: SaveGuardOptions) {
    const { savePath } = options;
    this.paths = { save: savePath, wal: `${savePath}-wal`, shm: `${savePath}-shm` };
    this.lastWhole = options.now();
    this.remember(true);
  }

  /**
   * After the app's own writes: this is what the files look like now. A file that is gone or
   * another file since (deleted or replaced while the write ran) is not taken for the app's
   * own: its last stamp is kept, so the next check finds the change. `adopt` takes the files
   * as they are (the app has just made them itself).
   */
  remember(adopt = false): void {
    const next = (previous: FileStamp | null, path: string) => {
      const now = stampOf(path);
      return adopt || previous === null || sameFile(now, previous) ? now : previous;
    };
    this.save = next(this.save, this.paths.save);
    this.wal = next(this.wal, this.paths.wal);
    // The journal's index is only ever compared by identity (check, startNewJournal,
    // detachJournal), so once it is known its stamp would stay what it is: the same file
    // keeps its identity, and another file is not taken for the app's own. Not looked at
    // again after every command, then.
    if (adopt || this.shm === null) this.shm = stampOf(this.paths.shm);
  }

  /**
   * What changed since the app's own last write. A journal removed or replaced is mended at
   * once (every change is copied into the save and a new journal begins); anything else that
   * changed is returned, and the save must not be written again.
   */
  check(): SaveTrouble | null {
    const save = stampOf(this.paths.save);
    if (save === null) return 'deleted';
    if (!sameFile(save, this.save)) return 'replaced';
    if (!sameContent(save, this.save)) return 'overwritten';

    const wal = stampOf(this.paths.wal);
    const shm = stampOf(this.paths.shm);
    const journalGone = (this.wal !== null && !sameFile(wal, this.wal)) || (this.shm !== null && !sameFile(shm, this.shm));
    if (journalGone) {
      this.startNewJournal('was removed or replaced by another program');
      return null;
    }
    if (this.wal !== null && !sameContent(wal, this.wal)) {
      if (this.freshProblems().length > 0) return 'journal-overwritten';
      this.startNewJournal('was written to by another program, without damage');
    }
    return null;
  }

  /**
   * Copies the journal into the save (TRUNCATE), after checking both through a connection of
   * its own: this connection's page cache would hide a journal damaged on disk, and the
   * checkpoint would copy the damage into the save. Returns the trouble found instead, or
   * null once the save is whole in one file (false in `copied` when a reader kept the journal busy).
   */
  checkpoint(): { trouble: SaveTrouble | null; copied: boolean } {
    const trouble = this.check();
    if (trouble !== null) return { trouble, copied: false };
    if (this.freshProblems().length > 0) return { trouble: 'journal-overwritten', copied: false };
    const [result] = this.options.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    this.remember();
    const copied = result !== undefined && result.busy === 0;
    if (copied) this.lastWhole = this.options.now();
    return { trouble: null, copied };
  }

  /** SQLite's check through a new read-only connection, which reads every page from the disk. */
  freshProblems(): string[] {
    let fresh: Database.Database | null = null;
    try {
      fresh = new Database(this.paths.save, { readonly: true, fileMustExist: true });
      return quickCheckProblems(fresh);
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    } finally {
      fresh?.close();
    }
  }

  /**
   * A journal removed (or replaced) under the app: the connection still writes into the one
   * it opened, which no longer has a name, so a crash would lose every change in it. Whatever
   * now has the journal's names is moved aside, the connection leaves WAL mode (copying every
   * change into the save through the journal it holds) and enters it again with a new journal.
   */
  private startNewJournal(why: string): void {
    const { db, log } = this.options;
    for (const [path, remembered] of [
      [this.paths.wal, this.wal],
      [this.paths.shm, this.shm],
    ] as const) {
      const now = stampOf(path);
      if (now !== null && !sameFile(now, remembered)) this.setAside(path);
    }
    const mode = db.pragma('journal_mode = DELETE', { simple: true });
    db.pragma('journal_mode = WAL');
    this.remember(true);
    if (mode === 'delete') {
      this.lastWhole = this.options.now();
      log(`The save's journal ${why}; every change was copied into the save and a new journal begun.`);
    } else {
      // Another program holds the save open: the journal cannot be switched now; copy what can be.
      db.pragma('wal_checkpoint(TRUNCATE)');
      log(`The save's journal ${why}, and another program holds the save open: changes were copied into the save, but a new journal could not be begun.`);
    }
  }

  /**
   * The save can no longer be written: the journal's names are moved aside at once, the
   * connection keeping its own handles. A journal left beside a file that replaced the save
   * would be replayed into that file at the next start; one that was overwritten is kept as
   * it was found, and the save file alone then holds its last whole state.
   */
  detachJournal(): void {
    const { wal, shm } = this.paths;
    if (sameFile(stampOf(wal), this.wal)) this.setAside(wal);
    if (sameFile(stampOf(shm), this.shm)) this.setAside(shm);
  }

  /**
   * Runs `close` (the caller's connection close) so that nothing of the damage or of the
   * connection reaches the file now at the save's name: SQLite copies its journal into the
   * file it has open as it closes, so a save overwritten by another program, or a save whose
   * journal was, is put back byte for byte afterwards.
   */
  closeAfter(trouble: SaveTrouble, close: () => void): void {
    const { save } = this.paths;
    this.detachJournal();
    const keepBytes = trouble === 'overwritten' || trouble === 'journal-overwritten';
    const kept = `${save}.kept-while-closing`;
    if (keepBytes && existsSync(save)) copyFileSync(save, kept);
    try {
      close();
    } finally {
      if (keepBytes && existsSync(kept)) {
        renameSync(kept, save);
        syncFolder(dirname(save));
      }
    }
  }

  private setAside(path: string): void {
    const { setAsideDir, now, log } = this.options;
    mkdirSync(setAsideDir, { recursive: true });
    const stamp = now().toISOString().replaceAll(':', '-').replace('.', '-');
    let target = join(setAsideDir, `${stamp}--${basename(path)}`);
    for (let n = 2; existsSync(target); n++) target = join(setAsideDir, `${stamp}--${n}--${basename(path)}`);
    try {
      renameSync(path, target);
    } catch (error) {
      log(`Could not move ${path} aside; removing it so it is never replayed into the save.`, error);
      rmSync(path, { force: true });
    }
  }
}
