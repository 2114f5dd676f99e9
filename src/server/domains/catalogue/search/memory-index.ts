// The in-process search index (issue #18). Words live in MiniSearch's radix tree (SearchableMap: prefix
// and fuzzy lookups), each with the product slots holding it per field; a query walks only the postings
// of its words, so exact totals, facets and a page cost about as much as the matches, not the catalogue.
// Pure and synchronous: memory-engine.ts builds it from PostgreSQL and keeps it in step.
import SearchableMap from 'minisearch/SearchableMap';
import { categoryTest, type SearchAnswer, type SearchRequest } from './search-engine.ts';
import { descriptionText, SKU_PREFIX_MIN_LENGTH, skuKey, textWords } from './search-text.ts';
import type { Synonyms } from './synonyms.ts';
import { resolveTerms, type ResolvedTerm } from './term-resolution.ts';
import { topSlots } from './top-slots.ts';

export type SearchDocument = {
  id: number;
  sku: string;
  title: string;
  description: string;
  categoryId: number;
  priceCents: number;
  isOnSale: boolean;
  createdAtMs: number;
};

const FIELDS = ['title', 'sku', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Postings = Record<Field, number[]>;
type Entry = SearchDocument & { words: Record<Field, string[]>; skuKey: string };

/**
 * How much a term's best match in a product weighs: a whole title word most (issue #18: whole-word title
 * matches rank first after SKUs), then a SKU word, a title word's start, and the description.
 */
const WEIGHT = {
  exact: { title: 10, sku: 6, description: 2 },
  prefix: { title: 4, sku: 3, description: 1 },
} as const;
const WHOLE_TITLE_WORD = WEIGHT.exact.title;
/** Tiers (issue #18): exact SKU, SKU prefix, every term a whole title word, the rest. */
const TIER = { exactSku: 0, skuPrefix: 1, wholeTitleWords: 2, other: 3 } as const;

export type MemoryIndex = ReturnType<typeof createMemoryIndex>;

export function createMemoryIndex(synonyms: Synonyms) {
  const vocabulary = new SearchableMap<Postings>();
  const skus = new SearchableMap<number>();
  const slots: (Entry | undefined)[] = [];
  const slotOf = new Map<number, number>();
  const freeSlots: number[] = [];
  /** Each slot's place in title order; rebuilt when a title sort next needs it after a title changed. */
  let titleRanks: Float64Array | null = null;
  // Per-query scratch, one per slot, reused: values count only where `stamp` is this query's.
  let stamp = new Uint32Array(0);
  let termBest = new Uint8Array(0);
  let hits = new Uint8Array(0);
  let wholeTitleTerms = new Uint8Array(0);
  let score = new Uint16Array(0);
  let tier = new Uint8Array(0);
  let primary = new Float64Array(0);
  let secondary = new Float64Array(0);
  let query = 0;

  function ensureCapacity(size: number): void {
    if (stamp.length >= size) return;
    const capacity = Math.max(size, Math.ceil(stamp.length * 1.5), 1024);
    const grown = new Uint32Array(capacity);
    grown.set(stamp);
    stamp = grown;
    termBest = new Uint8Array(capacity);
    hits = new Uint8Array(capacity);
    wholeTitleTerms = new Uint8Array(capacity);
    score = new Uint16Array(capacity);
    tier = new Uint8Array(capacity);
    primary = new Float64Array(capacity);
    secondary = new Float64Array(capacity);
  }

  function remove(id: number): void {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    const entry = slots[slot] as Entry;
    for (const field of FIELDS) {
      for (const word of entry.words[field]) {
        const postings = vocabulary.get(word);
        if (!postings) continue;
        const list = postings[field];
        const at = list.indexOf(slot);
        if (at >= 0) {
          list[at] = list[list.length - 1] as number;
          list.pop();
        }
        if (postings.title.length + postings.sku.length + postings.description.length === 0) vocabulary.delete(word);
      }
    }
    if (skus.get(entry.skuKey) === id) skus.delete(entry.skuKey);
    slots[slot] = undefined;
    slotOf.delete(id);
    freeSlots.push(slot);
    titleRanks = null;
  }

  function put(document: SearchDocument): void {
    const previous = slotOf.get(document.id);
    if (previous !== undefined && isSameText(slots[previous] as Entry, document)) {
      // A price or flag change: the words and slot stay.
      slots[previous] = { ...(slots[previous] as Entry), ...document };
      return;
    }
    remove(document.id);
    const words = {
      title: [...new Set(textWords(document.title))],
      sku: [...new Set(textWords(document.sku))],
      description: [...new Set(textWords(descriptionText(document.description)))],
    };
    const slot = freeSlots.pop() ?? slots.length;
    const entry: Entry = { ...document, words, skuKey: skuKey(document.sku) };
    slots[slot] = entry;
    slotOf.set(entry.id, slot);
    ensureCapacity(slots.length);
    for (const field of FIELDS) {
      for (const word of words[field]) {
        let postings = vocabulary.get(word);
        if (!postings) {
          postings = { title: [], sku: [], description: [] };
          vocabulary.set(word, postings);
        }
        postings[field].push(slot);
      }
    }
    if (entry.skuKey !== '') skus.set(entry.skuKey, entry.id);
    titleRanks = null;
  }

  function titleRankOf(slot: number): number {
    if (!titleRanks) {
      const live = slots.flatMap((entry, index) => (entry ? [index] : []));
      live.sort((a, b) => compareText((slots[a] as Entry).title, (slots[b] as Entry).title) || (slots[a] as Entry).id - (slots[b] as Entry).id);
      titleRanks = new Float64Array(slots.length);
      live.forEach((liveSlot, rank) => {
        (titleRanks as Float64Array)[liveSlot] = rank;
      });
    }
    return titleRanks[slot] ?? 0;
  }

  /** Marks each slot holding one of the term's words (as a whole word or the start of one) with its best weight. */
  function matchTerm(term: ResolvedTerm, touched: number[]): void {
    const mark = (list: readonly number[], weight: number) => {
      for (const slot of list) {
        if (stamp[slot] !== query) {
          stamp[slot] = query;
          hits[slot] = 0;
          wholeTitleTerms[slot] = 0;
          score[slot] = 0;
          termBest[slot] = 0;
        }
        const best = termBest[slot] ?? 0;
        if (best === 0) touched.push(slot);
        if (weight > best) termBest[slot] = weight;
      }
    };
    for (const word of term.words) {
      for (const [found, postings] of vocabulary.atPrefix(word)) {
        const weights = found === word ? WEIGHT.exact : WEIGHT.prefix;
        for (const field of FIELDS) mark(postings[field], weights[field]);
      }
    }
  }

  /** Slots holding every term, each with its tier and score. */
  function wordMatches(resolved: readonly ResolvedTerm[]): number[] {
    if (resolved.length === 0 || resolved.some((term) => term.words.length === 0)) return [];
    query = (query + 1) >>> 0 || 1;
    let touched: number[] = [];
    resolved.forEach((term, index) => {
      touched = [];
      matchTerm(term, touched);
      for (const slot of touched) {
        const best = termBest[slot] ?? 0;
        termBest[slot] = 0;
        if ((hits[slot] ?? 0) !== index) continue;
        hits[slot] = index + 1;
        score[slot] = (score[slot] ?? 0) + best;
        if (best === WHOLE_TITLE_WORD) wholeTitleTerms[slot] = (wholeTitleTerms[slot] ?? 0) + 1;
      }
    });
    return touched.filter((slot) => hits[slot] === resolved.length);
  }

  /** Products whose SKU is the keyword (tier 0), or starts with it from 4 characters (tier 1). */
  function skuMatches(keyword: string): Map<number, number> {
    const key = skuKey(keyword);
    const found = new Map<number, number>();
    if (key === '') return found;
    const exact = skus.get(key);
    if (exact !== undefined) found.set(exact, TIER.exactSku);
    if (key.length >= SKU_PREFIX_MIN_LENGTH) {
      for (const id of skus.atPrefix(key).values()) if (!found.has(id)) found.set(id, TIER.skuPrefix);
    }
    return found;
  }

  function search(request: SearchRequest): SearchAnswer {
    const { resolved, correctedKeyword } = resolveTerms(request.terms, {
      isAsTyped: request.isAsTyped,
      synonyms,
      hasWordStartingWith: (prefix) => !vocabulary.atPrefix(prefix).keys().next().done,
      hasWord: (word) => vocabulary.has(word),
      nearWords: (word, edits) =>
        [...vocabulary.fuzzyGet(word, edits)].map(([candidate, [postings, distance]]) => ({
          word: candidate,
          count: postings.title.length + postings.sku.length + postings.description.length,
          distance,
        })),
    });
    const matched = wordMatches(resolved);
    for (const slot of matched) tier[slot] = wholeTitleTerms[slot] === resolved.length ? TIER.wholeTitleWords : TIER.other;
    for (const [id, skuTier] of skuMatches(request.keyword)) {
      const slot = slotOf.get(id);
      if (slot === undefined) continue;
      const isWordMatch = stamp[slot] === query && hits[slot] === resolved.length && resolved.length > 0;
      if (!isWordMatch) {
        score[slot] = 0;
        matched.push(slot);
      }
      tier[slot] = skuTier;
    }

    const isVisible = categoryTest(request.visible);
    const isWanted = categoryTest(request.filter);
    const found: number[] = [];
    const perCategory = new Map<number, number>();
    let onSale = 0;
    for (const slot of matched) {
      const entry = slots[slot] as Entry;
      if (!isVisible(entry.categoryId)) continue;
      const isInCategories = isWanted(entry.categoryId);
      if (isInCategories && entry.isOnSale) onSale += 1;
      if (!request.onSaleOnly || entry.isOnSale) perCategory.set(entry.categoryId, (perCategory.get(entry.categoryId) ?? 0) + 1);
      if (isInCategories && (!request.onSaleOnly || entry.isOnSale)) found.push(slot);
    }
    const page = orderedPage(found, request);
    const answer: SearchAnswer = { productIds: page, total: found.length, correctedKeyword: found.length > 0 ? correctedKeyword : null };
    if (request.withFacets) {
      const categories = [...perCategory].map(([categoryId, count]) => ({ categoryId, count }));
      categories.sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
      answer.facets = { categories, onSale };
    }
    return answer;
  }

  function orderedPage(found: number[], request: SearchRequest): number[] {
    const sign = request.sort.direction === 'desc' ? -1 : 1;
    const categoryPlace = request.sort.key === 'category' ? new Map(request.categoryOrder.map((id, index) => [id, index])) : null;
    for (const slot of found) {
      const entry = slots[slot] as Entry;
      switch (request.sort.key) {
        case 'relevance':
          primary[slot] = (tier[slot] ?? TIER.other) * 100_000 - (score[slot] ?? 0);
          secondary[slot] = titleRankOf(slot);
          break;
        case 'title':
          primary[slot] = sign * titleRankOf(slot);
          break;
        case 'price':
          primary[slot] = sign * entry.priceCents;
          secondary[slot] = sign * entry.id;
          break;
        case 'created_at':
          primary[slot] = sign * entry.createdAtMs;
          secondary[slot] = sign * entry.id;
          break;
        case 'category':
          primary[slot] = sign * (categoryPlace?.get(entry.categoryId) ?? Number.MAX_SAFE_INTEGER);
          secondary[slot] = sign * titleRankOf(slot);
          break;
      }
    }
    const first = topSlots(Int32Array.from(found), request.offset + request.limit, primary, secondary);
    return [...first.subarray(request.offset)].map((slot) => (slots[slot] as Entry).id);
  }

  return {
    put,
    remove,
    search,
    has: (id: number) => slotOf.has(id),
    get size() {
      return slotOf.size;
    },
  };
}

function isSameText(entry: Entry, document: SearchDocument): boolean {
  return entry.title === document.title && entry.sku === document.sku && entry.description === document.description;
}

/** The database's C collation: code point order, so titles sort the same in both engines. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
