import type { Language } from '../../shared/campaigns/campaign.js';
import { RequestError } from './request-error.js';

const KIB = 1024;
const MIB = 1024 * KIB;

export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes < KIB ? [bytes, 'byte'] : bytes < MIB ? [bytes / KIB, 'kilobyte'] : [bytes / MIB, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * Refuses a chosen file larger than the app accepts before a byte of it is read or sent,
 * so the player reads its size and the limit rather than a transport error after a long upload.
 */
export function refuseTooLargeFile(file: { size: number }, limitBytes: number): void {
  if (file.size <= limitBytes) return;
  throw new RequestError({
    code: 'too-large',
    message: `The file is ${file.size} bytes; the limit is ${limitBytes}.`,
    params: { sizeBytes: file.size, limitBytes },
  });
}
