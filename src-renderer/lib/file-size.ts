import type { Language } from '../../shared/campaigns/campaign.js';

const KIB = 1024;
const MIB = 1024 * KIB;

export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes < KIB ? [bytes, 'byte'] : bytes < MIB ? [bytes / KIB, 'kilobyte'] : [bytes / MIB, 'megabyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
