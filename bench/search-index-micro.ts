// A quick look at the in-process index alone: build time, heap and query latency at N generated products.
import { makeProduct } from '../src/server/domains/demo/demo-products.ts';
import { PRODUCT_TEMPLATES } from '../src/server/domains/demo/demo-product-templates.ts';
import { seededRandom } from '../src/server/domains/demo/prng.ts';
import { createMemoryIndex } from '../src/server/domains/search/memory-index.ts';
import { STORE_SYNONYMS } from '../src/server/domains/search/synonyms.ts';
import { DEMO_CATEGORIES, type DemoCategory } from '../src/server/domains/demo/demo-categories.ts';
import { textWords } from '../src/server/domains/search/search-text.ts';
import { UNTRACKED_STOCK } from '../src/server/domains/catalogue/product.ts';

const count = Number(process.env.PRODUCTS ?? 50_000);
globalThis.gc?.();
const heapAtStart = process.memoryUsage().heapUsed;
const random = seededRandom(7);
const types = Object.keys(PRODUCT_TEMPLATES);
const now = new Date();
const documents = Array.from({ length: count }, (_, index) => {
  const typeCode = types[index % types.length] as string;
  const product = makeProduct(random, typeCode, `${typeCode}-G${String(index + 1).padStart(7, '0')}`, now);
  const { description, typeCode: _typeCode, matrix, isActive: _isActive, ...stored } = product;
  return {
    product: { ...stored, ...UNTRACKED_STOCK, id: index + 1, categoryId: (index % types.length) + 1, hasVariants: matrix !== undefined, packSize: null, minOrderQty: null, orderMultiple: null, maxOrderQty: null, createdAt: stored.createdAt ?? now },
    description: description ?? '',
  };
});
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const started = performance.now();
const index = createMemoryIndex(STORE_SYNONYMS);
for (const document of documents) index.put(document);
const buildMs = performance.now() - started;
globalThis.gc?.();
console.log(`${count} products: build ${Math.round(buildMs)} ms, heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB for the index, +${Math.round((process.memoryUsage().heapUsed - heapAtStart) / 1e6)} MB with the products`);
const all = { kind: 'all' } as never;
// Issue #26 item 22: each generated product's category (one per type) stands for its demo category trail's words.
const trailWords = new Map<string, string[]>();
const walk = (category: DemoCategory, above: string[]) => {
  const words = [...new Set([...above, ...textWords(category.title)])];
  for (const type of category.productTypes ?? []) trailWords.set(type, words);
  for (const child of category.children ?? []) walk(child, words);
};
for (const root of DEMO_CATEGORIES) walk(root, []);
const categoryWords = new Map(types.map((type, index) => [index + 1, trailWords.get(type) ?? []]));
for (const keyword of ['gloves', 'nitrile gloves', 'nitr glo', 'glvoes', 'incontinance', 'DPD-G00012', 'NIT-G0', 'g', 'wipe', 'pad', 'incontinence pads', 'care cream']) {
  const terms = keyword.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < 200; run += 1) {
    const t = performance.now();
    total = index.search({ terms, keyword, isAsTyped: false, visible: all, filter: all, onSaleOnly: false, sort: { key: 'relevance', direction: 'desc' }, categoryOrder: [], limit: 24, offset: 0, withFacets: true, categoryWords }).total;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${keyword.padEnd(16)} total ${String(total).padStart(6)}  p50 ${times[100]?.toFixed(2)} ms  p99 ${times[198]?.toFixed(2)} ms`);
}
if (process.env.PROFILE) {
  const t = performance.now();
  for (let run = 0; run < 100; run += 1) index.search({ terms: ['gloves'], keyword: 'gloves', isAsTyped: false, visible: all, filter: all, onSaleOnly: false, sort: { key: 'relevance', direction: 'desc' }, categoryOrder: [], limit: 24, offset: 0, withFacets: true });
  console.log('gloves x100', Math.round(performance.now() - t), 'ms');
}
