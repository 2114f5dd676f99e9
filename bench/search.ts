// Issue #18: keyword search and suggestions against a bare route running the plain full-text SQL, side
// by side; the category API while search runs; and each engine's memory and start-up.
import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { measureVaried, variedKeywords } from './search-varied.ts';

type Row = { rps: number; p50: number; p99: number; errors: number };
type Measure = (url: string, connections: number, seconds: number, cookie: string) => Promise<Row>;
type Compare = (
  target: string,
  names: { bare: string; store: string },
  urls: { bare: string; store: string },
  connections: number,
  cookie: string,
) => Promise<{ bare: Row; store: Row }>;

export type SearchBenchDeps = {
  target: string;
  compare: Compare;
  measure: Measure;
  record: (target: string, name: string, connections: number, runs: Row[]) => Row;
  startServer: (script: string, port: number, env: Record<string, string>) => Promise<ChildProcess>;
  stopServer: (child: ChildProcess) => Promise<void>;
  guestCookies: (port: number) => Promise<string>;
  env: Record<string, string>;
  bareEnv: Record<string, string>;
  seconds: number;
};

const CONNECTIONS = 32;
/** The store's own limit would refuse a benchmark's flood from one address. */
const NO_SUGGEST_LIMIT = { SUGGEST_RATE_LIMIT_PER_MINUTE: '1000000000' };

async function someSku(port: number): Promise<string> {
  const body = (await (await fetch(`http://127.0.0.1:${port}/api/products?keyword=nitrile&per_page=1&page=7`)).json()) as { data: { sku: string }[] };
  return body.data[0]?.sku ?? 'NIT-G0000001';
}

function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  return Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024);
}

/** Start-up and memory of one engine: ms until /healthz answers, ms until the index serves, RSS after searching. */
async function engineFootprint(deps: SearchBenchDeps, engine: 'memory' | 'postgres', port: number) {
  const started = Date.now();
  const child = await deps.startServer('src/server/main.ts', port, { ...deps.env, SEARCH_ENGINE: engine });
  const answeringMs = Date.now() - started;
  let indexedMs: number | null = null;
  if (engine === 'memory') {
    for (;;) {
      const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { search_index: number | null };
      if (health.search_index !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    indexedMs = Date.now() - started;
  }
  await deps.measure(`http://127.0.0.1:${port}/api/products?keyword=gloves&per_page=24`, 8, 3, '');
  const rss = rssMb(child.pid);
  await deps.stopServer(child);
  return { answeringMs, indexedMs, rss };
}

export async function benchSearch(deps: SearchBenchDeps): Promise<string[]> {
  const notes: string[] = [];
  const barePort = 3411;
  const storePort = 3412;
  const postgres = await engineFootprint(deps, 'postgres', storePort);
  const memory = await engineFootprint(deps, 'memory', storePort);
  notes.push(
    `${deps.target}: start-up to answering ${postgres.answeringMs} ms (SEARCH_ENGINE=postgres) / ${memory.answeringMs} ms (memory), index serving after ${memory.indexedMs} ms ` +
      `(target: within 10 s more); RSS after searching ${postgres.rss} MB / ${memory.rss} MB = +${memory.rss - postgres.rss} MB (target ≤ +150 MB)`,
  );

  const bare = await deps.startServer('bench/bare-server.ts', barePort, deps.bareEnv);
  const store = await deps.startServer('src/server/main.ts', storePort, { ...deps.env, ...NO_SUGGEST_LIMIT, SEARCH_ENGINE: 'memory' });
  try {
    for (;;) {
      const health = (await (await fetch(`http://127.0.0.1:${storePort}/healthz`)).json()) as { search_index: number | null };
      if (health.search_index !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cookie = await deps.guestCookies(storePort);
    const sku = await someSku(storePort);
    const cases = [
      ['one word', 'gloves'],
      ['two words', 'nitrile gloves'],
      ['SKU', sku],
      ['misspelt', 'glvoes'],
    ] as const;
    for (const [name, keyword] of cases) {
      const encoded = encodeURIComponent(keyword);
      const { bare: bareRow, store: storeRow } = await deps.compare(
        deps.target,
        { bare: `bare search SQL: ${name}`, store: `GET /api/products keyword: ${name}` },
        { bare: `http://127.0.0.1:${barePort}/bare/search?keyword=${encoded}`, store: `http://127.0.0.1:${storePort}/api/products?keyword=${encoded}&per_page=24` },
        CONNECTIONS,
        cookie,
      );
      notes.push(
        `${deps.target}: search '${keyword}' (${name}): ${storeRow.rps} req/s vs bare ${bareRow.rps} (${Math.round((storeRow.rps / Math.max(1, bareRow.rps)) * 100)}%, target ≥ 100%); ` +
          `p99 ${storeRow.p99} ms vs bare ${bareRow.p99} ms (target ≤ bare)`,
      );
    }
    // The long tail: answers are worked out afresh (more different queries than the store keeps).
    const keywords = await variedKeywords(deps.env.DATABASE_URL ?? '');
    const storePaths = keywords.map((keyword) => `/api/products?keyword=${encodeURIComponent(keyword)}&per_page=24`);
    const barePaths = keywords.map((keyword) => `/bare/search?keyword=${encodeURIComponent(keyword)}`);
    const bareRuns = [];
    const storeRuns = [];
    for (let round = 0; round < 3; round++) {
      bareRuns.push(await measureVaried(`http://127.0.0.1:${barePort}`, barePaths, CONNECTIONS, deps.seconds, ''));
      storeRuns.push(await measureVaried(`http://127.0.0.1:${storePort}`, storePaths, CONNECTIONS, deps.seconds, cookie));
    }
    const bareVaried = deps.record(deps.target, `bare search SQL: ${keywords.length} different queries`, CONNECTIONS, bareRuns);
    const storeVaried = deps.record(deps.target, `GET /api/products keyword: ${keywords.length} different queries`, CONNECTIONS, storeRuns);
    notes.push(
      `${deps.target}: search, ${keywords.length} different queries in turn (two title words or a SKU; answers not kept): ${storeVaried.rps} req/s vs bare ${bareVaried.rps} ` +
        `(${Math.round((storeVaried.rps / Math.max(1, bareVaried.rps)) * 100)}%); p99 ${storeVaried.p99} ms vs bare ${bareVaried.p99} ms`,
    );
    for (const [name, q] of [['one character', 'g'], ['a word typed', 'nitr'], ['two words', 'nitrile glo'], ['SKU prefix', sku.slice(0, 6)], ['misspelt', 'glvoes']] as const) {
      const encoded = encodeURIComponent(q);
      const { bare: bareRow, store: storeRow } = await deps.compare(
        deps.target,
        { bare: `bare suggest SQL: ${name}`, store: `GET /api/search/suggest: ${name}` },
        { bare: `http://127.0.0.1:${barePort}/bare/suggest?q=${encoded}`, store: `http://127.0.0.1:${storePort}/api/search/suggest?q=${encoded}` },
        CONNECTIONS,
        cookie,
      );
      notes.push(`${deps.target}: suggest '${q}' (${name}): p99 ${storeRow.p99} ms (target < 10 ms), ${storeRow.rps} req/s; bare SQL p99 ${bareRow.p99} ms, ${bareRow.rps} req/s`);
    }
  } finally {
    await Promise.all([deps.stopServer(store), deps.stopServer(bare)]);
  }
  return notes;
}
