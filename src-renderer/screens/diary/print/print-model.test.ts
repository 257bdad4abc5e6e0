import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedAttempt } from '../../../../shared/diary/diary.js';
import { diaryOf, recordedAttempt } from '../../../../shared/test-support/diary-builders.js';
import { formatPlayedOn, logRows, printLanguageFromHash, xpStations, type XpStation } from './print-model.js';

const attempt = (id: number, over: Partial<RecordedAttempt>): RecordedAttempt => recordedAttempt({ id, ...over });

describe('the printed per-memory log', () => {
  it('DIARY-1: lists every attempt of every box in the order it was played', () => {
    const rows = logRows(
      diaryOf([
        { memoryId: '0.1', attempts: [attempt(1, { playedOn: '2026-01-03' })] },
        {
          memoryId: '0.2',
          attempts: [
            attempt(2, { playedOn: '2026-01-01', outcome: 'failure' }),
            attempt(3, { playedOn: '2026-01-01', attemptNumber: 2, recordedAt: '2026-01-01T22:00:00.000Z' }),
          ],
        },
      ]),
    );
    expect(rows.map((row) => row.attempt.id)).toEqual([2, 3, 1]);
    expect(rows.map((row) => row.box.memoryId)).toEqual(['0.2', '0.2', '0.1']);
  });

  it('REPLAY-5: marks the second failure that made a Synchronized Memory, and nothing else', () => {
    const rows = logRows(
      diaryOf([
        {
          memoryId: '1.1',
          completion: 'synchronized',
          attempts: [attempt(1, { outcome: 'failure' }), attempt(2, { outcome: 'failure', attemptNumber: 2 })],
        },
        { memoryId: '1.2', completion: 'success', attempts: [attempt(3, { outcome: 'failure' }), attempt(4, { attemptNumber: 2 })] },
      ]),
    );
    expect(rows.map((row) => row.synchronized)).toEqual([false, true, false, false]);
  });

  it('an empty diary has an empty log', () => {
    expect(logRows(diaryOf())).toEqual([]);
  });
});

describe('the printed XP track', () => {
  const kinds = (stations: XpStation[]) =>
    stations.map((s) => (s.kind === 'start' ? 'start' : s.kind === 'total' ? `(${s.xp})` : `${s.level}:${s.xp}${s.reached ? '✓' : ''}`));

  it('LVL-1: circles the total after every threshold it reached or passed', () => {
    expect(kinds(xpStations({ total: 25, thresholds: [10, 25, 40, 60] }))).toEqual(['start', '1:10✓', '2:25✓', '(25)', '3:40', '4:60']);
    expect(kinds(xpStations({ total: 0, thresholds: [10, 25, 40, 60] }))).toEqual(['start', '(0)', '1:10', '2:25', '3:40', '4:60']);
    expect(kinds(xpStations({ total: 99, thresholds: [10, 25, 40, 60] }))).toEqual(['start', '1:10✓', '2:25✓', '3:40✓', '4:60✓', '(99)']);
  });

  it('UNK-2: shows no threshold the players have not entered', () => {
    expect(kinds(xpStations({ total: 17, thresholds: null }))).toEqual(['start', '(17)']);
  });

  it('LVL-1: the stations run in XP order with the total appearing exactly once', () => {
    const thresholds = fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 4, maxLength: 4 }).map((t) => t.sort((a, b) => a - b));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), thresholds, (total, values) => {
        const stations = xpStations({ total, thresholds: values });
        expect(stations.filter((s) => s.kind === 'total')).toHaveLength(1);
        const xpOrder = stations.flatMap((s) => (s.kind === 'start' ? [] : [s.xp]));
        expect(xpOrder).toEqual([...xpOrder].sort((a, b) => a - b));
        for (const s of stations) if (s.kind === 'threshold') expect(s.reached).toBe(total >= s.xp);
      }),
    );
  });
});

describe('print helpers', () => {
  it('shows a played-on date as that same day in the reader’s language', () => {
    expect(formatPlayedOn('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatPlayedOn('2026-11-21', 'pl')).toBe('21 lis 2026');
    expect(formatPlayedOn('not a date', 'en')).toBe('not a date');
  });

  it('reads the print language from the address, ignoring anything unknown', () => {
    expect(printLanguageFromHash('#/campaigns/3/print?paper=a4&colour=1&lang=pl')).toBe('pl');
    expect(printLanguageFromHash('#/campaigns/3/print?paper=a4&colour=1')).toBeNull();
    expect(printLanguageFromHash('#/campaigns/3/print?lang=de')).toBeNull();
  });
});
