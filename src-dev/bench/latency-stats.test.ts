import { describe, expect, it } from 'vitest';
import { percentile, summarize, timeEach } from './latency-stats.js';

describe('latency statistics', () => {
  it('takes nearest-rank percentiles, so each figure is a measured sample', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });

  it('summarizes samples given in any order', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, median: 2, p95: 4, p99: 4, mean: 2.5 });
  });

  it('refuses to summarize nothing', () => {
    expect(() => summarize([])).toThrow(RangeError);
  });

  it('times every step in order, waiting for each to finish', async () => {
    const order: number[] = [];
    const samples = await timeEach(3, async (index) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(index);
    });
    expect(order).toEqual([0, 1, 2]);
    expect(samples).toHaveLength(3);
    // Timers may fire a little early, but never by a whole millisecond.
    for (const ms of samples) expect(ms).toBeGreaterThanOrEqual(4);
  });
});
