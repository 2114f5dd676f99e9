// Issue #18 'search': MiniSearch, FlexSearch and Orama measured on the same generated catalogue, each in a
// child process of its own (with --expose-gc): index build time, heap after build, query latency (median
// and p99 over up to QUERY_RUNS runs) for a first page of 24 with the exact total, and one replaced product.
//   node bench/search-libraries.ts        PRODUCTS=50000, QUERY_RUNS=2000, QUERY_BUDGET_MS=20000 (a query's runs stop
//                                         there), LIBRARIES=minisearch,flexsearch,orama, BUILD_TIMEOUT_S=300 (the defaults)
//   PRODUCTS=500000 QUERY_RUNS=200 QUERY_BUDGET_MS=4000 node bench/search-libraries.ts   (each child has 8 GB of heap)
// The figures are printed and written to .bench/search-libraries-N.json; docs/search-libraries.md has the last ones.
// The catalogue is the one `npm run cli -- catalogue:generate --products N` writes to an empty database
// (same generator, seed, SKUs, and the category ids a fresh database gives the demo categories).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { Charset, Document, Resolver } from 'flexsearch';
import MiniSearch, { type Query } from 'minisearch';
import { create, insert, search as oramaSearch, update as oramaUpdate } from '@orama/orama';
import { demoLeaves } from '../src/server/domains/demo/demo-catalogue.ts';
import { flattenDemoCategories } from '../src/server/domains/demo/demo-categories.ts';
import { generatedProductMaker } from '../src/server/domains/demo/generate-catalogue.ts';
import { median } from './medians.ts';

type CatalogueRow = {
  id: number;
  sku: string;
  title: string;
  description: string;
  categoryId: number;
  priceCents: number;
  onSpecial: boolean;
  active: boolean;
};

type Page = { total: number; ids: number[] };

type Library = {
  build(rows: CatalogueRow[]): void;
  /** The first page of 24 (best first) and the exact number of matches; every word must match. */
  search(query: string): Page;
  /** `all` AND any one of `anyOf` (a word's synonyms); null where the library cannot say it. */
  allWithAnyOf(all: string, anyOf: string[]): number | null;
  replace(row: CatalogueRow): void;
  /** What the library does with the store's settings, said plainly. */
  notes: string[];
  exactTotals: string;
};

type QueryFigures = { query: string; runs: number; medianMs: number; p99Ms: number; total: number; first: string };
/** Sent as soon as the index is built, so a build's figures outlive queries that run out of time. */
type BuildFigures = {
  library: string;
  products: number;
  buildMs: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  rssDeltaMb: number;
  notes: string[];
  exactTotals: string;
  /** The machine's 1-minute load average when the build began (2 cores: above 2, others were working too). */
  load: number;
};
type QueryPart = { queries: QueryFigures[]; replaceMedianMs: number; replaceMaxMs: number; andOr: number | null; load: number };

const PAGE = 24;
const LIBRARY_NAMES = ['minisearch', 'flexsearch', 'orama'] as const;
type LibraryName = (typeof LIBRARY_NAMES)[number];

/** The store's fuzziness for one word: 1 edit from 4 letters, 2 from 8; none for short words or SKU parts. */
function allowedEdits(word: string): number {
  if (!/^\p{L}+$/u.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The demo categories' ids as an empty database numbers them (inserted level by level, in tree order). */
function freshCategoryIds(): Map<string, number> {
  const byLevel = flattenDemoCategories().sort((a, b) => a.depth - b.depth);
  return new Map(byLevel.map((category, index) => [category.path, index + 1]));
}

function catalogue(count: number): CatalogueRow[] {
  const make = generatedProductMaker(demoLeaves(freshCategoryIds()), { existing: 0, now: new Date('2026-11-27T00:00:00Z') });
  return Array.from({ length: count }, (_, index) => {
    const product = make(index);
    return {
      id: index + 1,
      sku: product.sku,
      title: product.title,
      description: product.description,
      categoryId: product.categoryId,
      priceCents: product.priceCents,
      onSpecial: product.isOnSale,
      active: product.isActive ?? true,
    };
  });
}

function miniSearchLibrary(): Library {
  const index = new MiniSearch<CatalogueRow>({
    fields: ['sku', 'title', 'description'],
    storeFields: [],
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: (term) => allowedEdits(term), combineWith: 'AND' },
  });
  return {
    build: (rows) => index.addAll(rows),
    search(query) {
      const results = index.search(query);
      return { total: results.length, ids: results.slice(0, PAGE).map((result) => result.id as number) };
    },
    allWithAnyOf(all, anyOf) {
      const tree: Query = { combineWith: 'AND', queries: [all, { combineWith: 'OR', queries: anyOf }] };
      return index.search(tree).length;
    },
    replace: (row) => index.replace(row),
    notes: ['fuzzy and prefix are functions of each word: 1 edit from 4 letters, 2 from 8, none for SKU parts; AND across fields'],
    exactTotals: 'yes: every match is returned, scored',
  };
}

function flexSearchLibrary(): Library {
  const fields = ['sku', 'title', 'description'] as const;
  // fastupdate: a register that makes update/remove quick, at the cost of memory (without it, one remove walks the whole index).
  const index = new Document<CatalogueRow>({
    document: { id: 'id', index: fields.map((field) => ({ field, tokenize: 'forward' as const })) },
    encoder: Charset.LatinExtra,
    fastupdate: true,
  });
  // A word may be in any field, the title's weighing double; every word must match (a field's own search
  // is AND within that field only).
  const word = (text: string) =>
    new Resolver<CatalogueRow>({ index, field: 'title', query: text, boost: 2 }).or({ index, field: 'description', query: text }).or({ index, field: 'sku', query: text });
  const allWords = (query: string) => {
    const [first, ...rest] = query.split(/\s+/).filter(Boolean);
    const resolver = word(first ?? '');
    for (const next of rest) resolver.and(word(next));
    return resolver;
  };
  let limit = 0;
  return {
    build(rows) {
      limit = rows.length;
      for (const row of rows) index.add(row);
    },
    search(query) {
      // No count: the total is the length of every id, asked for with a limit of the whole catalogue.
      const ids = allWords(query).resolve({ limit }) as number[];
      return { total: ids.length, ids: ids.slice(0, PAGE) };
    },
    allWithAnyOf(all, anyOf) {
      const [first, ...rest] = anyOf.map(word);
      if (!first) return 0;
      for (const other of rest) first.or(other);
      return (allWords(all).and(first).resolve({ limit }) as number[]).length;
    },
    replace: (row) => void index.update(row.id, row),
    notes: [
      'no edit-distance fuzziness: the phonetic encoder LatinExtra stands in ("glvoes" and "gloves" sound alike, but so do "nitrile", "neutral" and "natural")',
      'prefix by indexing every prefix of every word (tokenize "forward"); fastupdate on for update/remove',
    ],
    exactTotals: 'no count: only by resolving every id (limit = catalogue size)',
  };
}

function oramaLibrary(): Library {
  const db = create({
    schema: { sku: 'string', title: 'string', description: 'string' } as const,
    sort: { enabled: false },
    components: { getDocumentIndexId: (doc: { id?: unknown }) => String(doc.id) },
  });
  const settle = <T>(value: T | Promise<T>): T => {
    if (value instanceof Promise) throw new Error('Orama answered asynchronously: the timing would include the event loop');
    return value;
  };
  // One tolerance for the whole query: the smallest the store allows any of its words.
  const tolerance = (query: string) => Math.min(...query.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(allowedEdits));
  return {
    build(rows) {
      for (const row of rows) settle(insert(db, row));
    },
    search(query) {
      const results = settle(
        oramaSearch(db, { term: query, properties: ['sku', 'title', 'description'], boost: { title: 2 }, tolerance: tolerance(query), threshold: 0, limit: PAGE }),
      );
      return { total: results.count, ids: results.hits.map((hit) => Number(hit.id)) };
    },
    allWithAnyOf: () => null,
    replace: (row) => void settle(oramaUpdate(db, String(row.id), row)),
    notes: [
      'tolerance is one number for the whole query (here the smallest any word allows), not per word',
      'every word is a prefix unless exact; AND (threshold 0) needs all words in one field',
    ],
    exactTotals: 'yes: count',
  };
}

const LIBRARIES: Record<LibraryName, () => Library> = { minisearch: miniSearchLibrary, flexsearch: flexSearchLibrary, orama: oramaLibrary };

function heapMb(): { heap: number; rss: number } {
  if (!globalThis.gc) throw new Error('run the child with --expose-gc');
  globalThis.gc();
  globalThis.gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 1_048_576, rss: usage.rss / 1_048_576 };
}

function timeQuery(library: Library, query: string, runs: number, budgetMs: number): QueryFigures {
  const first = library.search(query);
  const warmStarted = performance.now();
  for (let warm = 0; warm < Math.min(20, runs) && performance.now() - warmStarted < budgetMs / 4; warm++) library.search(query);
  const times: number[] = [];
  const started = performance.now();
  while (times.length < runs && performance.now() - started < budgetMs) {
    const before = performance.now();
    library.search(query);
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  return {
    query,
    runs: times.length,
    medianMs: median(times),
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    total: first.total,
    first: String(first.ids[0] ?? '-'),
  };
}

/** Prints a line of JSON with the build's figures, then one with the queries' and the replace's. */
function runChild(name: LibraryName, products: number, runs: number, budgetMs: number): void {
  const rows = catalogue(products);
  const library = LIBRARIES[name]();
  const before = heapMb();
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  library.build(rows);
  const buildMs = performance.now() - started;
  const after = heapMb();
  const built: BuildFigures = {
    library: name,
    products,
    buildMs,
    heapBeforeMb: before.heap,
    heapAfterMb: after.heap,
    rssDeltaMb: after.rss - before.rss,
    notes: library.notes,
    exactTotals: library.exactTotals,
    load,
  };
  console.log(JSON.stringify(built));
  // A SKU prefix a buyer might type: the SKU of the product a third of the way in, less its last two digits.
  const skuPrefix = (rows[Math.floor(rows.length / 3)] as CatalogueRow).sku.slice(0, -2);
  // 'glvoes' swaps two letters: 2 edits to Levenshtein; 'nitrle' (1 edit) and 'continance' (1 edit, 2 allowed) are
  // misspellings the store's fuzziness should find; 'incontinance' is 3 edits from the catalogue's 'continence'.
  const queries = runs === 0 ? [] : ['gloves', 'nitrile gloves', 'nitr glo', 'glvoes', 'nitrle', 'incontinance', 'continance', skuPrefix, 'wipe'];
  const figures = queries.map((query) => timeQuery(library, query, runs, budgetMs));
  const replaceTimes: number[] = [];
  for (let step = 0; step < 21; step++) {
    const row = rows[Math.floor(((step + 0.5) * rows.length) / 21)] as CatalogueRow;
    const changed = { ...row, title: `${row.title} Revised`, description: `${row.description} Now latex free.` };
    const replaceStarted = performance.now();
    library.replace(changed);
    replaceTimes.push(performance.now() - replaceStarted);
  }
  const rest: QueryPart = {
    queries: figures,
    replaceMedianMs: median(replaceTimes),
    replaceMaxMs: Math.max(...replaceTimes),
    andOr: library.allWithAnyOf('nitrile', ['gloves', 'mitts']),
    load: loadavg()[0] ?? 0,
  };
  console.log(JSON.stringify(rest));
}

type ChildOutcome = { name: LibraryName; build?: BuildFigures; rest?: QueryPart; failure?: string };

/** Runs one library's child: killed if its build takes longer than `buildS`, or its queries than `queriesS`. */
function spawnChild(name: LibraryName, buildS: number, queriesS: number): Promise<ChildOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=8192', import.meta.filename, '--child', name], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const outcome: ChildOutcome = { name };
    let output = '';
    let timer = setTimeout(() => child.kill('SIGKILL'), buildS * 1000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith('{'))) {
        if (!outcome.build) {
          outcome.build = JSON.parse(line) as BuildFigures;
          clearTimeout(timer);
          timer = setTimeout(() => child.kill('SIGKILL'), queriesS * 1000);
        } else outcome.rest = JSON.parse(line) as QueryPart;
      }
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stage = outcome.build ? 'queries' : 'build';
      if (signal === 'SIGKILL') outcome.failure = `${stage} did not finish within ${outcome.build ? queriesS : buildS} s`;
      else if (code !== 0) outcome.failure = `${stage} failed: exit ${code ?? signal} (out of memory at 8 GB of heap?)`;
      resolve(outcome);
    });
  });
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

function report(outcomes: ChildOutcome[]): void {
  for (const { name, build, rest, failure } of outcomes) {
    if (!build) {
      console.log(`\n${name}: ${failure ?? ''}`);
      continue;
    }
    console.log(`\n${name}, ${build.products.toLocaleString('en')} products${failure ? `: ${failure}` : ''}`);
    console.log(
      `  build ${fixed(build.buildMs / 1000, 1)} s (load ${fixed(build.load, 1)}); heap ${fixed(build.heapBeforeMb, 0)} → ${fixed(build.heapAfterMb, 0)} MB (+${fixed(build.heapAfterMb - build.heapBeforeMb, 0)}); rss +${fixed(build.rssDeltaMb, 0)} MB`,
    );
    console.log(`  exact totals: ${build.exactTotals}`);
    for (const note of build.notes) console.log(`  note: ${note}`);
    if (!rest) continue;
    console.log(`  replace one product: median ${fixed(rest.replaceMedianMs, 3)} ms, max ${fixed(rest.replaceMaxMs, 3)} ms (21 products); load after ${fixed(rest.load, 1)}`);
    console.log(`  'nitrile' AND ('gloves' OR 'mitts'): ${rest.andOr === null ? 'not expressible' : `${rest.andOr} matches`}`);
    for (const query of rest.queries) {
      console.log(
        `  ${JSON.stringify(query.query).padEnd(16)} median ${fixed(query.medianMs, 3).padStart(8)} ms  p99 ${fixed(query.p99Ms, 3).padStart(8)} ms  (${query.runs} runs)  total ${query.total}, first id ${query.first}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const products = Number(process.env.PRODUCTS ?? 50_000);
  const runs = Number(process.env.QUERY_RUNS ?? 2000);
  /** A query stops after this many milliseconds of runs, so a slow one cannot hold a shared machine for minutes. */
  const budgetMs = Number(process.env.QUERY_BUDGET_MS ?? 20_000);
  if (process.argv[2] === '--child') {
    const name = process.argv[3] as LibraryName;
    if (!LIBRARY_NAMES.includes(name)) throw new Error(`unknown library ${name}`);
    runChild(name, products, runs, budgetMs);
    return;
  }
  const names = (process.env.LIBRARIES ?? LIBRARY_NAMES.join(',')).split(',') as LibraryName[];
  const buildS = Number(process.env.BUILD_TIMEOUT_S ?? 300);
  const outcomes: ChildOutcome[] = [];
  // One at a time: the machine's cores are shared, and two builds at once would time each other.
  for (const name of names) outcomes.push(await spawnChild(name, buildS, (10 * budgetMs) / 1000 + 60));
  report(outcomes);
  mkdirSync('.bench', { recursive: true });
  const file = path.join('.bench', `search-libraries-${products}.json`);
  writeFileSync(file, JSON.stringify(outcomes, null, 2));
  console.log(`\nfigures: ${file}`);
}

await main();
