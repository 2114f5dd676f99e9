// Paced cart adds (issue #27's bench), run as a process of its own so the bench's own pauses (its heap,
// autocannon's work) do not count as the store's: each buyer adds 10 of its product, waiting 0–200 ms
// (10 a second on average, spread as buyers are) between adds. Reads its work as JSON from argv[2] and
// prints {p50, p99, requests, errors} as JSON.
export type Work = { baseUrl: string; buyers: { cookie: string; csrf: string }[]; productIds: number[]; seconds: number; warmupSeconds: number };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
};

const work = JSON.parse(process.argv[2] ?? '{}') as Work;
const latencies: number[] = [];
let errors = 0;
const startedAt = performance.now();
const measureFrom = startedAt + work.warmupSeconds * 1000;
const until = measureFrom + work.seconds * 1000;
await Promise.all(
  work.buyers.map(async (buyer, index) => {
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 200));
      const started = performance.now();
      const response = await fetch(`${work.baseUrl}/api/cart`, {
        method: 'POST',
        headers: { cookie: buyer.cookie, 'x-xsrf-token': buyer.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ id: work.productIds[index % work.productIds.length], qty: 10, variant_id: 0 }),
      });
      await response.arrayBuffer();
      if (started < measureFrom) continue;
      latencies.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  }),
);
process.stdout.write(JSON.stringify({ p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: latencies.length, errors }));
