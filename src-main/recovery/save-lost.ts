import { basename } from 'node:path';
import type { BackupInfo } from '../../shared/backups/backup.js';
import type { AppError } from '../../shared/ipc/errors.js';
import type { BackupStore } from '../backups/backup-store.js';
import type { Db } from '../db/db.js';
import type { SaveGuard, SaveTrouble } from '../db/save-guard.js';
import { saveFileRefusal } from '../db/save-file.js';

export interface KeepOptions {
  db: Db;
  guard: SaveGuard;
  backups: BackupStore;
  savePath: string;
  now(): Date;
  log(message: string, error?: unknown): void;
}

/**
 * The save changed under the running app (SaveGuard): nothing more is written to it, and
 * what the app can still vouch for is kept in a backup (`kept-changes`) before its
 * connection closes:
 * - the save deleted or replaced: everything the open connection holds, every acknowledged
 *   change included, copied through that connection;
 * - its journal overwritten: the save file alone, whole as of the last checkpoint;
 * - the save itself overwritten: nothing (what the connection would read is a mixture); when
 *   SQLite's check finds it damaged, the problem is named as damage (`save-damaged`).
 * Returns the problem the recovery screen shows, naming the kept backup (`params.kept`).
 */
export async function keepWhatTheAppHolds(trouble: SaveTrouble, options: KeepOptions): Promise<AppError> {
  const { db, guard, backups, savePath, now, log } = options;
  if (trouble === 'overwritten') {
    // Written in place, as a failing disk does too: damage found by SQLite's check is named as such.
    const problems = guard.freshProblems();
    if (problems.length > 0) return saveFileRefusal({ kind: 'damaged', problems }, savePath);
  }
  guard.detachJournal();
  let kept: BackupInfo | null = null;
  try {
    if (trouble === 'deleted' || trouble === 'replaced') kept = await backups.create(db, 'kept-changes', null, now());
    else if (trouble === 'journal-overwritten') kept = await backups.adopt(savePath, 'kept-changes', null, now());
  } catch (error) {
    log('The changes the app still held could not be kept in a backup.', error);
  }
  const problem = saveLostProblem(trouble, savePath, kept, guard.lastWhole);
  log(problem.message);
  return problem;
}

function saveLostProblem(how: SaveTrouble, savePath: string, kept: BackupInfo | null, lastWhole: Date): AppError {
  const file = basename(savePath);
  const keptSentence =
    kept === null
      ? how === 'overwritten'
        ? 'Restore a backup; the file now in its place is moved aside, not deleted.'
        : 'The app could not keep its changes in a backup (see the log). Restore a backup.'
      : `Everything the app still had is kept in the backup made just now (${kept.id}): put it back as the save, or restore another backup.`;
  const what: Record<SaveTrouble, string> = {
    deleted: `The save (${file}) was deleted by another program while the app was running. The app stopped writing to it.`,
    replaced: `The save (${file}) was replaced by another file while the app was running (a sync or clean-up program?). The app stopped writing to it and did not change the file now in its place.`,
    overwritten: `Another program wrote into the save (${file}) while the app was running. The app stopped writing to it and did not change it any further.`,
    'journal-overwritten': `Another program overwrote the save's journal (${file}-wal) while the app was running. The app did not copy it into the save, which is whole as it was at ${lastWhole.toISOString()}; the changes made after that were in the journal and are lost.`,
  };
  return {
    code: 'save-lost',
    message: `${what[how]} ${keptSentence}`,
    params: { file, how, kept: kept?.id ?? '', since: lastWhole.toISOString() },
  };
}
