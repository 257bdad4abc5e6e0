import type { BackupIntegrity, BackupReason } from '../../../shared/backups/backup.js';
import type { MessageKey } from '../../i18n/message-key.js';

/** Why a backup was made, in words; the Backups screen and the recovery screen list the same backups. */
export const REASON_LABELS: Record<BackupReason, MessageKey> = {
  rolling: 'backups.reasons.rolling',
  'before-migration': 'backups.reasons.before-migration',
  'before-delete': 'backups.reasons.before-delete',
  'before-restore': 'backups.reasons.before-restore',
  manual: 'backups.reasons.manual',
  'kept-changes': 'backups.reasons.kept-changes',
};

/** Whether a backup is still the file that was written (its checksum), in words. */
export const INTEGRITY_LABELS: Record<BackupIntegrity, MessageKey> = {
  whole: 'backups.integrity.whole',
  changed: 'backups.integrity.changed',
  unrecorded: 'backups.integrity.unrecorded',
};
