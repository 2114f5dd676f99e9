// The figures of several measured rounds of one case: the median of each, and every error counted.
export type RoundFigures = { rps: number; p50: number; p99: number; errors: number };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function mediansOf(runs: RoundFigures[]): RoundFigures {
  return {
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
