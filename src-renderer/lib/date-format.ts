import type { Language } from '../../shared/campaigns/campaign.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond a week, "12 days ago" is harder to place than the date itself. */
const RELATIVE_LIMIT = 7 * DAY;

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(iso: string, language: Language): string {
  const date = parse(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, language: Language): string {
  const date = parse(iso);
  if (!date) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * "5 minutes ago", "yesterday" within a week; the plain date after that. A moment slightly
 * after `now` still reads "now": the caller's clock ticks coarsely.
 */
export function formatRelative(iso: string, language: Language, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return iso;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < -MINUTE || elapsed >= RELATIVE_LIMIT) return formatDate(iso, language);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}
