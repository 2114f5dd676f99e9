// Issue #18, the long tail: thousands of different searches, more than the store keeps answers for, so
// nearly every one is worked out afresh; each connection takes the next query from one shared list.
import autocannon from 'autocannon';
import pg from 'pg';
import { seededRandom } from '../src/server/domains/demo/prng.ts';

type Row = { rps: number; p50: number; p99: number; errors: number };

/** Two words of one product's title, or its SKU: 5,000 different queries in a fixed shuffled order. */
export async function variedKeywords(databaseUrl: string, count = 5000): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string; sku: string }>('SELECT title, sku FROM products WHERE is_active AND id % 7 = 0 ORDER BY id');
    const random = seededRandom(18);
    const found = new Set<string>();
    for (let attempt = 0; found.size < count && attempt < count * 20; attempt++) {
      if (rows.length === 0) break;
      const row = random.pick(rows);
      if (random.chance(0.2)) {
        found.add(row.sku);
        continue;
      }
      const words = row.title.split(/[^A-Za-z]+/).filter((word) => word.length >= 3);
      if (words.length < 2) continue;
      const first = random.pick(words);
      const second = random.pick(words);
      if (first !== second) found.add(`${first} ${second}`.toLowerCase());
    }
    return [...found];
  } finally {
    await client.end();
  }
}

/** Requests/s and latency while the connections work through `paths` (from the start, once round). */
export async function measureVaried(base: string, paths: string[], connections: number, seconds: number, cookie: string): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }) }],
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
