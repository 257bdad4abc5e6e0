/** Summary of one series of timings, in milliseconds. */
export interface LatencyStats {
  count: number;
  median: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentile: always a value that was actually measured, never interpolated. */
export function percentile(sortedAscending: readonly number[], fraction: number): number {
  if (sortedAscending.length === 0) throw new RangeError('No samples.');
  const rank = Math.max(1, Math.ceil(fraction * sortedAscending.length));
  return sortedAscending[rank - 1]!;
}

export function summarize(samples: readonly number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

/** Runs `step` `count` times one after another and returns each run's wall time. */
export async function timeEach(count: number, step: (index: number) => Promise<void> | void): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    await step(index);
    samples.push(performance.now() - start);
  }
  return samples;
}
