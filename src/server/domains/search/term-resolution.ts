// Which catalogue words each search term stands for (issue #18), the same rule for every engine:
// a term that some catalogue word starts with is searched as typed; one that none does is misspelt, and
// is replaced by the nearest catalogue word within its allowed edits (one from 4 letters, two from 8; a
// swap of neighbouring letters is one), unless the buyer asked for the words as typed. Either way the
// word stands with its synonyms. A size ('5x5', '10cm') stands as typed, matched whole (size-words.ts).
import { allowedEdits, transpositions } from './search-text.ts';
import { isSizeWord, sizeWordText } from '../catalogue/catalogue.service.ts';
import { withSynonyms, type Synonyms } from './synonyms.ts';

/** words: what the term matches (each also as a prefix); empty when it can match nothing. */
export type ResolvedTerm = { term: string; words: readonly string[] };

/** A catalogue word near a misspelt term: `count` products hold it, `distance` edits away. */
export type NearWord = { word: string; count: number; distance: number };

export type Vocabulary = {
  hasWordStartingWith(prefix: string): boolean;
  hasWord(word: string): boolean;
  /** Words at most `edits` edits (Levenshtein) from `word`. */
  nearWords(word: string, edits: number): NearWord[];
};

/** Whether the term (or a synonym of it) begins a catalogue word. */
export function isKnownTerm(term: string, synonyms: Synonyms, vocabulary: Pick<Vocabulary, 'hasWordStartingWith'>): boolean {
  return withSynonyms(term, synonyms).some((word) => vocabulary.hasWordStartingWith(word));
}

/** The nearest candidate: fewest edits, then the most products, then alphabetical. */
export function nearestWord(candidates: readonly NearWord[]): string | null {
  let best: NearWord | null = null;
  for (const candidate of candidates) {
    if (
      !best ||
      candidate.distance < best.distance ||
      (candidate.distance === best.distance && (candidate.count > best.count || (candidate.count === best.count && candidate.word < best.word)))
    ) {
      best = candidate;
    }
  }
  return best?.word ?? null;
}

/** The candidates for a misspelt term: words within its allowed edits, and swaps of neighbouring letters. */
export function correctionCandidates(term: string, vocabulary: Vocabulary): NearWord[] {
  const edits = allowedEdits(term);
  if (edits === 0) return [];
  const near = vocabulary.nearWords(term, edits);
  for (const swapped of transpositions(term)) {
    if (vocabulary.hasWord(swapped)) near.push({ word: swapped, count: 0, distance: 1 });
  }
  return near;
}

export function resolveTerms(
  terms: readonly string[],
  options: Vocabulary & { isAsTyped: boolean; synonyms: Synonyms },
): { resolved: ResolvedTerm[]; correctedKeyword: string | null } {
  const searched: string[] = [];
  const corrected: string[] = [];
  const resolved = terms.map((term): ResolvedTerm => {
    if (isSizeWord(term)) {
      searched.push(sizeWordText(term));
      return { term, words: [term] };
    }
    if (isKnownTerm(term, options.synonyms, options)) {
      searched.push(term);
      return { term, words: withSynonyms(term, options.synonyms) };
    }
    const correction = options.isAsTyped ? null : nearestWord(correctionCandidates(term, options));
    if (correction === null) {
      searched.push(term);
      return { term, words: [] };
    }
    corrected.push(term);
    searched.push(correction);
    return { term, words: withSynonyms(correction, options.synonyms) };
  });
  return { resolved, correctedKeyword: corrected.length > 0 ? searched.join(' ') : null };
}
