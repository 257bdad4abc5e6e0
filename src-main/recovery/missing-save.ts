import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { AppFailure } from '../../shared/ipc/errors.js';
import type { BackupStore } from '../backups/backup-store.js';

/**
 * A data folder with backups but no save lost its save while the app was closed (deleted by
 * a clean-up tool, moved by a sync client, or noticed gone by the app itself before it was
 * stopped). Starting an empty save there would look like every campaign vanished: the
 * recovery screen opens instead, with the backups, and an empty save only if asked for.
 */
export function refuseMissingSaveBesideBackups(savePath: string, backups: BackupStore): void {
  if (existsSync(savePath)) return;
  const count = backups.list().length;
  if (count === 0) return;
  const file = basename(savePath);
  throw new AppFailure({
    code: 'save-missing',
    message: `There is no save (${file}) in the data folder, but ${count === 1 ? 'one backup exists' : `${count} backups exist`}: the save may have been deleted or moved by another program. Restore a backup, or start with an empty save. Nothing was changed.`,
    params: { file, backups: count },
  });
}
