import { describe, expect, it } from 'vitest';
import { formatRelative } from './date-format.js';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelative', () => {
  it('says how long ago within a week', () => {
    expect(formatRelative(ago(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3_600_000), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(ago(24 * 3_600_000), 'en', now)).toBe('yesterday');
    expect(formatRelative(ago(24 * 3_600_000), 'pl', now)).toBe('wczoraj');
  });

  it('reads "now" for a moment just after the coarse clock’s tick', () => {
    expect(formatRelative(ago(-20_000), 'en', now)).toBe('now');
  });

  it('shows the date for anything older than a week, and the raw text for a broken date', () => {
    expect(formatRelative(ago(30 * 24 * 3_600_000), 'en', now)).toBe('Feb 8, 2025');
    expect(formatRelative('not a date', 'en', now)).toBe('not a date');
  });
});
