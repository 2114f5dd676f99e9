// The synonym groups of synonyms.json: each word maps to every word of its group (itself first).
import { z } from 'zod';
import synonymFile from './synonyms.json' with { type: 'json' };

export type Synonyms = ReadonlyMap<string, readonly string[]>;

const synonymFileSchema = z.object({
  groups: z.array(z.array(z.string().regex(/^[\p{Ll}\p{N}]+$/u, 'a synonym is one lower-case word')).min(2)),
});

export function buildSynonyms(groups: readonly (readonly string[])[]): Synonyms {
  const synonyms = new Map<string, string[]>();
  for (const group of groups) {
    for (const word of group) {
      const others = group.filter((other) => other !== word);
      synonyms.set(word, [...new Set([word, ...(synonyms.get(word)?.slice(1) ?? []), ...others])]);
    }
  }
  return synonyms;
}

/** The store's synonyms, checked when first used: a bad file fails loudly at start-up, not in a search. */
export const STORE_SYNONYMS: Synonyms = buildSynonyms(synonymFileSchema.parse(synonymFile).groups);

/** The word and its synonyms, the word first. */
export function withSynonyms(word: string, synonyms: Synonyms): readonly string[] {
  return synonyms.get(word) ?? [word];
}
