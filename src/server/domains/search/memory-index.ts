// The in-process search index (issue #18). Words live in MiniSearch's radix tree (SearchableMap: prefix
// and fuzzy lookups), each with the product slots holding it per field; a query walks only the postings
// of its words, so exact totals, facets and a page cost about as much as the matches, not the catalogue.
// Pure and synchronous: memory-engine.ts builds it from PostgreSQL and keeps it in step.
import SearchableMap from 'minisearch/SearchableMap';
import { categoryTest, type SearchAnswer, type SearchRequest } from './search-engine.ts';
import { descriptionText, SKU_PREFIX_MIN_LENGTH, skuKey, textWords } from './search-text.ts';
import { isListedInStock, isSizeWord, titleSizeWords } from '../catalogue/catalogue.service.ts';
import type { Synonyms } from './synonyms.ts';
import { resolveTerms, type NearWord, type ResolvedTerm } from './term-resolution.ts';
import { createCategoryCounts } from './category-counts.ts';
import { createSortedWords } from './sorted-words.ts';
import { topSlots } from './top-slots.ts';
import { categoriesMatching, hasCategoryWordStartingWith, type CategoryWords } from './category-words.ts';
import type { VisibleCategories } from '../catalogue/catalogue.types.ts';
import type { Product } from '../catalogue/catalogue.types.ts';

/** A product as listings show it, and its description (searched, not shown). */
export type SearchDocument = { product: Product; description: string };

const FIELDS = ['title', 'sku', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Postings = Record<Field, number[]>;
/** Title and description words live in the radix tree; SKU words in a sorted list (sorted-words.ts). */
const TEXT_FIELDS = ['title', 'description'] as const;
type TextPostings = Record<(typeof TEXT_FIELDS)[number], number[]>;
type Entry = SearchDocument & { skuKey: string };

/** A product's distinct words per field: computed again when it leaves the index, rather than kept. */
function wordsOf(document: SearchDocument): Record<Field, string[]> {
  return {
    title: [...new Set([...textWords(document.product.title), ...titleSizeWords(document.product.title)])],
    sku: [...new Set(textWords(document.product.sku))],
    description: [...new Set(textWords(descriptionText(document.description)))],
  };
}

/**
 * How much a term's best match in a product weighs: a whole title word most (issue #18: whole-word title
 * matches rank first after SKUs), then a SKU word, a title word's start, and the description.
 */
const WEIGHT = {
  exact: { title: 10, sku: 6, description: 2 },
  prefix: { title: 4, sku: 3, description: 1 },
} as const;
/** A term met by a word of the product's category trail (issue #26 item 22): above the description. */
const CATEGORY_WEIGHT = { exact: 3, prefix: 1 } as const;
const WHOLE_TITLE_WORD = WEIGHT.exact.title;
/** A prefix beginning at least this many words has its merged postings remembered (expansionOf). */
const EXPANSION_MIN_WORDS = 64;
/** Remembered postings in all (4 bytes each at most): past this, they are forgotten and merged again. */
const EXPANSION_ENTRIES_MAX = 4_000_000;
type Expansion = { exact: Postings | undefined; longer: Postings };
/** Misspelt words whose near words are remembered at most (then all are forgotten). */
const NEAR_WORDS_MAX = 10_000;
/** Tiers (issue #18): exact SKU, SKU prefix, every term a whole title word, the rest. */
const TIER = { exactSku: 0, skuPrefix: 1, wholeTitleWords: 2, other: 3 } as const;

export type MemoryIndex = ReturnType<typeof createMemoryIndex>;

export function createMemoryIndex(synonyms: Synonyms) {
  const vocabulary = new SearchableMap<TextPostings>();
  const skuWords = createSortedWords();
  const skus = new SearchableMap<number>();
  const slots: (Entry | undefined)[] = [];
  const slotOf = new Map<number, number>();
  const freeSlots: number[] = [];
  const categoryCounts = createCategoryCounts();
  /** The slots of each category's products, for a term met by the category's words. */
  const categorySlots = new Map<number, number[]>();
  const placeInCategory = (categoryId: number, slot: number, isIn: boolean) => {
    let inCategory = categorySlots.get(categoryId);
    if (!inCategory) {
      if (!isIn) return;
      inCategory = [];
      categorySlots.set(categoryId, inCategory);
    }
    if (isIn) {
      inCategory.push(slot);
      return;
    }
    // As the postings: the last slot takes the removed one's place (an array walks faster than a Set).
    const at = inCategory.indexOf(slot);
    if (at >= 0) {
      inCategory[at] = inCategory[inCategory.length - 1] as number;
      inCategory.pop();
    }
    if (inCategory.length === 0) categorySlots.delete(categoryId);
  };
  /** Each slot's place in title order; rebuilt when a title sort next needs it after a title changed. */
  let titleRanks: Float64Array | null = null;
  // Per-query scratch, one per slot, reused: values count only where `stamp` is this query's.
  let stamp = new Uint32Array(0);
  let termBest = new Uint8Array(0);
  let hits = new Uint8Array(0);
  let wholeTitleTerms = new Uint8Array(0);
  /** Whether a term met the product's own text (not only its category's words). */
  let ownText = new Uint8Array(0);
  let score = new Uint16Array(0);
  let tier = new Uint8Array(0);
  let primary = new Float64Array(0);
  let secondary = new Float64Array(0);
  let query = 0;
  /** Counts changes, so an answer remembered for this index is known to be current. */
  let version = 0;
  /** Counts changes of the words held (a new product, a new title), which prefix expansions depend on. */
  let wordsVersion = 0;
  let expansions = { wordsVersion: 0, entries: 0, byPrefix: new Map<string, Expansion>() };
  let nearWords = { wordsVersion: 0, byWord: new Map<string, NearWord[]>() };

  function ensureCapacity(size: number): void {
    if (stamp.length >= size) return;
    const capacity = Math.max(size, Math.ceil(stamp.length * 1.5), 1024);
    const grown = new Uint32Array(capacity);
    grown.set(stamp);
    stamp = grown;
    termBest = new Uint8Array(capacity);
    hits = new Uint8Array(capacity);
    wholeTitleTerms = new Uint8Array(capacity);
    ownText = new Uint8Array(capacity);
    score = new Uint16Array(capacity);
    tier = new Uint8Array(capacity);
    primary = new Float64Array(capacity);
    secondary = new Float64Array(capacity);
  }

  function remove(id: number): void {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    const entry = slots[slot] as Entry;
    categoryCounts.add(entry.product, -1);
    placeInCategory(entry.product.categoryId, slot, false);
    const words = wordsOf(entry);
    for (const field of TEXT_FIELDS) {
      for (const word of words[field]) {
        const postings = vocabulary.get(word);
        if (!postings) continue;
        const list = postings[field];
        const at = list.indexOf(slot);
        if (at >= 0) {
          list[at] = list[list.length - 1] as number;
          list.pop();
        }
        if (postings.title.length + postings.description.length === 0) vocabulary.delete(word);
      }
    }
    for (const word of words.sku) skuWords.remove(word, slot);
    if (skus.get(entry.skuKey) === id) skus.delete(entry.skuKey);
    slots[slot] = undefined;
    slotOf.delete(id);
    freeSlots.push(slot);
    wordsVersion += 1;
    titleRanks = null;
    version += 1;
  }

  function put(document: SearchDocument): void {
    const { id } = document.product;
    const previous = slotOf.get(id);
    if (previous !== undefined && isSameText(slots[previous] as Entry, document)) {
      // A price or flag change: the words and slot stay.
      categoryCounts.add((slots[previous] as Entry).product, -1);
      categoryCounts.add(document.product, 1);
      placeInCategory((slots[previous] as Entry).product.categoryId, previous, false);
      placeInCategory(document.product.categoryId, previous, true);
      slots[previous] = { ...document, skuKey: (slots[previous] as Entry).skuKey };
      version += 1;
      return;
    }
    remove(id);
    const words = wordsOf(document);
    const slot = freeSlots.pop() ?? slots.length;
    const entry: Entry = { ...document, skuKey: skuKey(document.product.sku) };
    slots[slot] = entry;
    slotOf.set(id, slot);
    categoryCounts.add(document.product, 1);
    placeInCategory(document.product.categoryId, slot, true);
    ensureCapacity(slots.length);
    for (const field of TEXT_FIELDS) {
      for (const word of words[field]) {
        let postings = vocabulary.get(word);
        if (!postings) {
          postings = { title: [], description: [] };
          vocabulary.set(word, postings);
        }
        postings[field].push(slot);
      }
    }
    for (const word of words.sku) skuWords.add(word, slot);
    if (entry.skuKey !== '') skus.set(entry.skuKey, id);
    wordsVersion += 1;
    titleRanks = null;
    version += 1;
  }

  function titleRankOf(slot: number): number {
    if (!titleRanks) {
      const live = slots.flatMap((entry, index) => (entry ? [index] : []));
      const productAt = (slot: number) => (slots[slot] as Entry).product;
      live.sort((a, b) => compareText(productAt(a).title, productAt(b).title) || productAt(a).id - productAt(b).id);
      titleRanks = new Float64Array(slots.length);
      live.forEach((liveSlot, rank) => {
        (titleRanks as Float64Array)[liveSlot] = rank;
      });
    }
    return titleRanks[slot] ?? 0;
  }

  /** Marks each slot holding one of the term's words (as a whole word or the start of one) with its best weight. */
  function matchTerm(term: ResolvedTerm, touched: number[], categoryWords: CategoryWords | undefined): void {
    const mark = (list: readonly number[], weight: number, isOwnText: boolean) => {
      for (const slot of list) {
        if (stamp[slot] !== query) {
          stamp[slot] = query;
          hits[slot] = 0;
          wholeTitleTerms[slot] = 0;
          ownText[slot] = 0;
          score[slot] = 0;
          termBest[slot] = 0;
        }
        const best = termBest[slot] ?? 0;
        if (best === 0) touched.push(slot);
        if (weight > best) termBest[slot] = weight;
        if (isOwnText) ownText[slot] = 1;
      }
    };
    for (const word of term.words) {
      const { exact, longer } = expansionOf(word);
      // A size matches whole: '5x5' is not the start of '5x50'.
      const isWhole = isSizeWord(word);
      for (const field of FIELDS) {
        if (exact) mark(exact[field], WEIGHT.exact[field], true);
        if (!isWhole) mark(longer[field], WEIGHT.prefix[field], true);
      }
    }
    for (const [categoryId, match] of categoriesMatching(term.words, categoryWords)) {
      const inCategory = categorySlots.get(categoryId);
      if (inCategory) mark(inCategory, CATEGORY_WEIGHT[match], false);
    }
  }

  /**
   * The postings of a word, and those of every longer word it begins, merged per field. A short prefix
   * ('g', or 'g0' before fifty thousand SKU numbers) begins thousands of words: walking them costs more
   * than the rest of the search, so such merges are remembered until the words of the index change.
   */
  function expansionOf(word: string): Expansion {
    if (expansions.wordsVersion !== wordsVersion || expansions.entries > EXPANSION_ENTRIES_MAX) {
      expansions = { wordsVersion, entries: 0, byPrefix: new Map() };
    }
    const remembered = expansions.byPrefix.get(word);
    if (remembered) return remembered;
    const longer: Postings = { title: [], sku: [], description: [] };
    let exact: Postings | undefined;
    let words = 0;
    for (const [found, postings] of vocabulary.atPrefix(word)) {
      if (found === word) {
        exact = { ...postings, sku: [] };
        continue;
      }
      words += 1;
      for (const field of TEXT_FIELDS) for (const slot of postings[field]) longer[field].push(slot);
    }
    let previous = '';
    skuWords.forPrefix(word, (found, slot) => {
      if (found === word) {
        exact ??= { title: [], sku: [], description: [] };
        exact.sku.push(slot);
        return;
      }
      if (found !== previous) words += 1;
      previous = found;
      longer.sku.push(slot);
    });
    const expansion = { exact, longer };
    if (words >= EXPANSION_MIN_WORDS) {
      expansions.byPrefix.set(word, expansion);
      expansions.entries += longer.title.length + longer.sku.length + longer.description.length;
    }
    return expansion;
  }

  /** Slots holding every term (in their own text or their category's words, one at least in their own), each with its tier and score. */
  function wordMatches(resolved: readonly ResolvedTerm[], categoryWords: CategoryWords | undefined): number[] {
    if (resolved.length === 0 || resolved.some((term) => term.words.length === 0)) return [];
    query = (query + 1) >>> 0 || 1;
    let touched: number[] = [];
    resolved.forEach((term, index) => {
      touched = [];
      matchTerm(term, touched, categoryWords);
      for (const slot of touched) {
        const best = termBest[slot] ?? 0;
        termBest[slot] = 0;
        if ((hits[slot] ?? 0) !== index) continue;
        hits[slot] = index + 1;
        score[slot] = (score[slot] ?? 0) + best;
        if (best === WHOLE_TITLE_WORD) wholeTitleTerms[slot] = (wholeTitleTerms[slot] ?? 0) + 1;
      }
    });
    return touched.filter((slot) => hits[slot] === resolved.length && ownText[slot] === 1);
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

  /** Catalogue words near a misspelt word (a walk of the whole vocabulary), remembered until the words change. */
  function nearWordsOf(word: string, edits: number): NearWord[] {
    if (nearWords.wordsVersion !== wordsVersion || nearWords.byWord.size >= NEAR_WORDS_MAX) nearWords = { wordsVersion, byWord: new Map() };
    const key = `${edits}:${word}`;
    let found = nearWords.byWord.get(key);
    if (!found) {
      found = [...vocabulary.fuzzyGet(word, edits)].map(([candidate, [postings, distance]]) => ({
        word: candidate,
        count: postings.title.length + postings.description.length,
        distance,
      }));
      nearWords.byWord.set(key, found);
    }
    // A copy: the caller adds to it.
    return [...found];
  }

  function search(request: SearchRequest): SearchAnswer {
    const { resolved, correctedKeyword } = resolveTerms(request.terms, {
      isAsTyped: request.isAsTyped,
      synonyms,
      hasWordStartingWith: (prefix) =>
        !vocabulary.atPrefix(prefix).keys().next().done || skuWords.hasPrefix(prefix) || hasCategoryWordStartingWith(prefix, request.categoryWords),
      hasWord: (word) => vocabulary.has(word),
      nearWords: (word, edits) => nearWordsOf(word, edits),
    });
    const matched = wordMatches(resolved, request.categoryWords);
    for (const slot of matched) tier[slot] = wholeTitleTerms[slot] === resolved.length ? TIER.wholeTitleWords : TIER.other;
    for (const [id, skuTier] of skuMatches(request.keyword)) {
      const slot = slotOf.get(id);
      if (slot === undefined) continue;
      const isWordMatch = stamp[slot] === query && hits[slot] === resolved.length && resolved.length > 0 && ownText[slot] === 1;
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
      const { product } = slots[slot] as Entry;
      if (!isVisible(product.categoryId) || (request.inStockOnly && !isListedInStock(product))) continue;
      const isInCategories = isWanted(product.categoryId);
      if (isInCategories && product.isOnSale) onSale += 1;
      if (!request.onSaleOnly || product.isOnSale) perCategory.set(product.categoryId, (perCategory.get(product.categoryId) ?? 0) + 1);
      if (isInCategories && (!request.onSaleOnly || product.isOnSale)) found.push(slot);
    }
    const products = orderedPage(found, request);
    const answer: SearchAnswer = {
      productIds: products.map((product) => product.id),
      products,
      total: found.length,
      correctedKeyword: found.length > 0 ? correctedKeyword : null,
    };
    if (request.withFacets) {
      const categories = [...perCategory].map(([categoryId, count]) => ({ categoryId, count }));
      categories.sort((a, b) => b.count - a.count || a.categoryId - b.categoryId);
      answer.facets = { categories, onSale };
    }
    return answer;
  }

  function orderedPage(found: number[], request: SearchRequest): Product[] {
    const sign = request.sort.direction === 'desc' ? -1 : 1;
    const categoryPlace = request.sort.key === 'category' ? new Map(request.categoryOrder.map((id, index) => [id, index])) : null;
    for (const slot of found) {
      const { product } = slots[slot] as Entry;
      switch (request.sort.key) {
        case 'relevance':
          primary[slot] = (tier[slot] ?? TIER.other) * 100_000 - (score[slot] ?? 0);
          secondary[slot] = titleRankOf(slot);
          break;
        case 'title':
          primary[slot] = sign * titleRankOf(slot);
          break;
        case 'price':
          primary[slot] = sign * product.priceCents;
          secondary[slot] = sign * product.id;
          break;
        case 'created_at':
          primary[slot] = sign * product.createdAt.getTime();
          secondary[slot] = sign * product.id;
          break;
        case 'category':
          primary[slot] = sign * (categoryPlace?.get(product.categoryId) ?? Number.MAX_SAFE_INTEGER);
          secondary[slot] = sign * titleRankOf(slot);
          break;
      }
    }
    const first = topSlots(Int32Array.from(found), request.offset + request.limit, primary, secondary);
    return [...first.subarray(request.offset)].map((slot) => (slots[slot] as Entry).product);
  }

  return {
    put,
    remove,
    search,
    /** How many products a category listing holds (active, in `filter`'s categories, on special and in stock if asked). */
    countListed: (filter: VisibleCategories, onSaleOnly: boolean, inStockOnly: boolean) => categoryCounts.total(filter, onSaleOnly, inStockOnly),
    has: (id: number) => slotOf.has(id),
    get version() {
      return version;
    },
    get size() {
      return slotOf.size;
    },
  };
}

function isSameText(entry: Entry, document: SearchDocument): boolean {
  return entry.product.title === document.product.title && entry.product.sku === document.product.sku && entry.description === document.description;
}

/** The database's C collation: code point order, so titles sort the same in both engines. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
