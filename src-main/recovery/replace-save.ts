import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Migration } from '../db/migrations.js';
import { openSave, syncFolder } from '../db/open-save.js';
import { stageRestorableCopy } from '../backups/restore-backup.js';

export interface ReplaceSaveOptions {
  savePath: string;
  /** The backup to put in the save's place; null starts a new, empty save. */
  backupPath: string | null;
  scratchPath: string;
  migrations: Migration[];
  /** Where the file that could not be opened goes: it is moved, never deleted. */
  setAsideDir: string;
  now: Date;
}

const SAVE_FILE_SUFFIXES = ['', '-wal', '-shm', '-journal'];

/**
 * Puts a whole save where one that cannot be opened lies. The replacement is made first,
 * beside it (a backup copied, checked and migrated, or a new empty save); only then is the
 * old file moved aside, with its WAL and shared-memory files (a stale WAL must never be
 * replayed into the new save), and the replacement renamed into place. A backup that is
 * refused leaves everything where it was. Returns where the old file went.
 */
export async function replaceUnopenableSave(options: ReplaceSaveOptions): Promise<string | null> {
  const { savePath, backupPath, scratchPath, migrations } = options;
  if (backupPath !== null) {
    await stageRestorableCopy(backupPath, scratchPath, migrations);
  } else {
    for (const suffix of SAVE_FILE_SUFFIXES) rmSync(scratchPath + suffix, { force: true });
    const fresh = await openSave({ path: scratchPath, migrations, backupBeforeMigration: async () => {} });
    fresh.pragma('journal_mode = DELETE');
    fresh.close();
  }

  const setAsidePath = setAside(savePath, options.setAsideDir, options.now);
  try {
    renameSync(scratchPath, savePath);
  } catch (error) {
    // Put the old file back rather than leave no save at all (the next start would make an empty one).
    if (setAsidePath !== null) moveWithCompanions(setAsidePath, savePath);
    throw error;
  }
  syncFolder(dirname(savePath));
  return setAsidePath;
}

function setAside(savePath: string, dir: string, now: Date): string | null {
  // A WAL or journal left without its save (the save deleted by another program) goes aside
  // too: renamed beside the new save, it would be replayed into it.
  if (!SAVE_FILE_SUFFIXES.some((suffix) => existsSync(savePath + suffix))) return null;
  mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  let target = join(dir, `${stamp}--${basename(savePath)}`);
  for (let n = 2; existsSync(target); n++) target = join(dir, `${stamp}--${n}--${basename(savePath)}`);
  moveWithCompanions(savePath, target);
  syncFolder(dir);
  return existsSync(target) ? target : null;
}

/** The WAL and shared-memory files go first: a crash midway must never leave a stale WAL beside a save it does not belong to. */
function moveWithCompanions(from: string, to: string): void {
  for (const suffix of [...SAVE_FILE_SUFFIXES].reverse()) {
    if (existsSync(from + suffix)) renameSync(from + suffix, to + suffix);
  }
}
