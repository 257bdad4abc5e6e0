import type { AppError } from '../../shared/ipc/errors.js';

/**
 * SQLite answers SQLITE_FULL when the save (or its WAL) cannot grow, and Node answers
 * ENOSPC (EDQUOT over a quota) when a backup's copy or note cannot be written. Either way
 * the command's transaction was rolled back whole, so the players can be told plainly.
 */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (DISK_FULL_CODES.has(code) || code.startsWith('SQLITE_FULL_'));
}

export function diskFullError(): AppError {
  return {
    code: 'disk-full',
    message: 'The disk is full, so the change was not saved. Nothing was changed. Free some space and try again.',
  };
}
