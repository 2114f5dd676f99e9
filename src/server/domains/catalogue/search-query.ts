import { withSizeWords } from './size-words.ts';

// Turns a shopper's keyword into safe full-text search terms. Only letters and digits survive,
// so nothing typed can become tsquery syntax (& | ! ( ) : * < > ' \) or SQL.

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/** A misspelt word is replaced by the nearest catalogue word only when it is at least this similar (pg_trgm). */
export const SPELLING_MIN_SIMILARITY = 0.25;

// PostgreSQL's english.stop: dropped from the query, since the English vector never holds them.
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
  it its itself they them their theirs themselves what which who whom this that these those am is are was were be
  been being have has had having do does did doing a an the and but if or because as until while of at by for with
  about against between into through during before after above below to from up down in out on off over under again
  further then once here there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now`.split(/\s+/),
);

/**
 * 'Nitrile GLOVES, size-M!' → ['nitrile', 'gloves', 'size', 'm']; at most 8 distinct terms. A size is one
 * term: '5 x 5cm dressing' → ['5x5', 'dressing'] (search/size-words.ts).
 */
export function searchTerms(keyword: string): string[] {
  const words = withSizeWords(keyword.normalize('NFKC').toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  const distinct = [...new Set(words)];
  const meaningful = distinct.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : distinct).slice(0, MAX_SEARCH_TERMS);
}

/**
 * One tsquery text per term, each a prefix match ('glo' finds 'gloves'), with the spelling
 * correction as an alternative when there is one: 'glvoes:* | gloves:*'. The terms are ANDed in SQL.
 */
export function prefixQueryParts(terms: readonly string[], corrections: ReadonlyMap<string, string> = new Map()): string[] {
  return terms.map((term) => {
    const correction = corrections.get(term);
    const alternatives = correction !== undefined && isUsableCorrection(term, correction) ? [term, correction] : [term];
    return alternatives.map((word) => `${word}:*`).join(' | ');
  });
}

function isUsableCorrection(term: string, correction: string): boolean {
  return correction !== term && /^[\p{L}\p{N}]{1,40}$/u.test(correction);
}

/** Terms worth correcting: words, not numbers or single letters. */
export function correctableTerms(terms: readonly string[]): string[] {
  return terms.filter((term) => term.length >= 3 && !/^\p{N}+$/u.test(term));
}
