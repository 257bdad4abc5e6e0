import type { HandlerMap } from '../dispatch/handler-context.js';
import type { BackupInfo } from '../../shared/backups/backup.js';
import { fail } from '../../shared/ipc/errors.js';
import { readBackupContents } from './backup-contents.js';
import { restoreBackup } from './restore-backup.js';

export const backupHandlers: HandlerMap<'backup/list' | 'backup/create' | 'backup/restore' | 'backup/contents' | 'backup/recover'> = {
  'backup/list': (ctx) => ctx.backups.list(),
  'backup/contents': (ctx, { backupId }) => readBackupContents(ctx.backups, backupId, ctx.migrations),
  // The save is open and whole: Settings → Backups restores (and backs up the current state first).
  'backup/recover': () => fail('invalid-request', 'The save is open and whole; restore a backup from Settings → Backups instead.'),
  'backup/create': async (ctx) => {
    const info = await ctx.backups.create(ctx.db, 'manual', null, ctx.now());
    ctx.emit('backup/list-changed', {});
    return info;
  },
  'backup/restore': async (ctx, { backupId }) => {
    const path = ctx.backups.pathToRestore(backupId, ctx.migrations);
    // Restoring is itself reversible: the state it replaces is backed up first.
    let safetyBackup: BackupInfo | undefined;
    await restoreBackup(ctx.db, path, ctx.scratchPath, ctx.migrations, async () => {
      safetyBackup = await ctx.backups.create(ctx.db, 'before-restore', null, ctx.now());
    });
    ctx.emit('save/replaced', {});
    ctx.emit('backup/list-changed', {});
    return { safetyBackup: safetyBackup! };
  },
};
