import { z } from 'zod';
import type { BackupContents, BackupInfo, RecoverResult } from './backup.js';
import { command, none, query, type ChannelGroup } from '../ipc/channel-spec.js';

const backupId = z.string().regex(/^[A-Za-z0-9._-]+\.sqlite$/, 'Unknown backup.');

/** Backups of the whole save: list, read, take one by hand, restore one; recover a save that cannot be opened. */
export const backupChannels = {
  'backup/list': query<BackupInfo[]>()(none),
  'backup/create': command<BackupInfo>()(none),
  'backup/restore': command<{ safetyBackup: BackupInfo }>()(z.object({ backupId }).strict()),
  /** What a backup holds (its campaigns), or why it cannot be restored; reads it, changes nothing. */
  'backup/contents': query<BackupContents>()(z.object({ backupId }).strict()),
  /**
   * Recovery mode only (AppInfo.recovery): the save that cannot be opened is moved aside and
   * the backup (or, for `null`, a new empty save) takes its place; the app then opens it.
   */
  'backup/recover': command<RecoverResult>()(z.object({ backupId: backupId.nullable() }).strict()),
} as const satisfies ChannelGroup;
