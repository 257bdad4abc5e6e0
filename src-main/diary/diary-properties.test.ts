import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openTestCore } from '../test-support/temp-core.js';
import { attempt, diaryCampaign, query } from '../test-support/diary-fixtures.js';

/** One attempt the players could enter; which memory it is for is decided when it runs. */
const recordArb = fc.record({
  outcome: fc.constantFrom('success' as const, 'failure' as const),
  difficulty: fc.constantFrom('easy' as const, 'normal' as const),
  easyUsed: fc.boolean(),
  syncAchieved: fc.boolean(),
  objectives: fc.array(fc.record({ label: fc.constant('Objective'), xp: fc.integer({ min: 0, max: 12 }), mandatory: fc.boolean() }), { maxLength: 4 }),
  bosses: fc.array(fc.record({ name: fc.constant('Boss'), xp: fc.integer({ min: 0, max: 9 }) }), { maxLength: 2 }),
  otherXp: fc.integer({ min: 0, max: 5 }),
});

describe('diary properties', () => {
  it('DIARY-2 / LVL-1: for any sequence of valid records, the XP total is the sum of awarded XP and the level never goes down', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(recordArb, { minLength: 1, maxLength: 10 }), async (records) => {
        const t = await openTestCore();
        try {
          // Test thresholds, not the game's.
          const { campaignId } = await diaryCampaign(t, [10, 25, 45, 70]);
          let level = 0;
          let next = 1;
          let expected = 0;
          for (const record of records) {
            // A valid record: the open memory's second attempt, else a new memory.
            const open = (await t.call('diary/get', { campaignId })).openMemoryId;
            const memoryId = open ?? `1.${next++}`;
            // The rules, restated: a success gives everything; a second failure, its
            // mandatory objectives; a first failure, nothing.
            const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
            if (record.outcome === 'success') expected += sum(record.objectives.map((o) => o.xp)) + sum(record.bosses.map((b) => b.xp)) + record.otherXp;
            else if (open !== null) expected += sum(record.objectives.filter((o) => o.mandatory).map((o) => o.xp));
            const diary = await t.call('diary/record-attempt', attempt(campaignId, memoryId, record));
            const awarded = diary.boxes.flatMap((b) => b.attempts).reduce((sum, a) => sum + a.xpAwarded, 0);
            const [row] = await query<{ xp: number; total: number }>(
              t,
              'SELECT c.xp, (SELECT COALESCE(SUM(xp_awarded), 0) FROM memory_attempts WHERE campaign_id = c.id) AS total FROM campaigns c WHERE c.id = ?',
              campaignId,
            );
            expect(row!.xp).toBe(row!.total);
            expect(diary.xp.total).toBe(awarded);
            expect(diary.xp.total).toBe(expected);
            expect(diary.xp.level).not.toBeNull();
            expect(diary.xp.level!).toBeGreaterThanOrEqual(level);
            level = diary.xp.level!;
          }
        } finally {
          await t.dispose();
        }
      }),
      { numRuns: 25 },
    );
  });
});
