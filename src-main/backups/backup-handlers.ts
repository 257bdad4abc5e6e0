import type { HandlerMap } from '../dispatch/handler-context.js';
import type { BackupInfo } from '../../shared/backups/backup.js';
import { restoreBackup } from './restore-backup.js';

export const backupHandlers: HandlerMap<'backup/list' | 'backup/create' | 'backup/restore'> = {
  'backup/list': (ctx) => ctx.backups.list(),
  'backup/create': async (ctx) => {
    const info = await ctx.backups.create(ctx.db, 'manual', null, ctx.now());
    ctx.emit('backup/list-changed', {});
    return info;
  },
  'backup/restore': async (ctx, { backupId }) => {
    const path = ctx.backups.path(backupId);
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
