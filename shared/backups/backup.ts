export const BACKUP_REASONS = ['rolling', 'before-migration', 'before-delete', 'before-restore', 'manual'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export interface BackupInfo {
  /** The file name inside the backups folder; also the backup's identity. */
  id: string;
  reason: BackupReason;
  createdAt: string;
  sizeBytes: number;
  /** A short label such as the campaign's name for `before-delete`. */
  label: string | null;
}
