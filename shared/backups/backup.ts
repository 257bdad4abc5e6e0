import type { Box } from '../campaigns/campaign.js';
import type { AppError } from '../ipc/errors.js';

/** `kept-changes`: what the app still held when its save was deleted, replaced or damaged under it. */
export const BACKUP_REASONS = ['rolling', 'before-migration', 'before-delete', 'before-restore', 'manual', 'kept-changes'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/**
 * Whether a backup is still the file that was written: its checksum (recorded beside it when
 * it was made, and read back then) matches (`whole`), no longer matches (`changed`: a byte of
 * it changed since, and it is never restored), or was never recorded (`unrecorded`: made
 * before backups had checksums, or copied in by hand; SQLite's own check still applies).
 */
export const BACKUP_INTEGRITIES = ['whole', 'changed', 'unrecorded'] as const;
export type BackupIntegrity = (typeof BACKUP_INTEGRITIES)[number];

export interface BackupInfo {
  /** The file name inside the backups folder; also the backup's identity. */
  id: string;
  reason: BackupReason;
  createdAt: string;
  sizeBytes: number;
  /** A short label such as the campaign's name for `before-delete`. */
  label: string | null;
  integrity: BackupIntegrity;
}

/**
 * How a file that should be a save (or a backup) can turn out not to be one: the `kind`
 * parameter of a `not-a-save` refusal, so the sentence can say what the file is.
 */
export const NOT_A_SAVE_KINDS = ['empty-file', 'not-sqlite', 'empty-database', 'other-program', 'unrelated-database'] as const;
export type NotASaveKind = (typeof NOT_A_SAVE_KINDS)[number];

/** What a backup holds, read without restoring it, so a player can choose which to restore. */
export interface BackupContents {
  backupId: string;
  /** Why it cannot be restored (damaged, not a save, from a newer app); null when it can. */
  problem: AppError | null;
  /** The schema version it was written with; null when it is not a readable save. */
  schemaVersion: number | null;
  /** Its campaigns, most recently played first. */
  campaigns: BackupCampaign[];
}

export interface BackupCampaign {
  name: string;
  box: Box;
  lastPlayedAt: string;
}

/** What `backup/recover` did: the file that could not be opened was moved here, not deleted. */
export interface RecoverResult {
  setAsidePath: string | null;
}
