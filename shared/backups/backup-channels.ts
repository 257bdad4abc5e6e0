import { z } from 'zod';
import type { BackupInfo } from './backup.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';

/** Backups of the whole save: list, take one by hand, restore one. */
export const backupChannels = {
  'backup/list': query<BackupInfo[]>()(none),
  'backup/create': command<BackupInfo>()(none),
  'backup/restore': command<{ safetyBackup: BackupInfo }>()(
    z.object({ backupId: z.string().regex(/^[A-Za-z0-9._-]+\.sqlite$/, 'Unknown backup.') }).strict(),
  ),
} as const satisfies ChannelGroup;
