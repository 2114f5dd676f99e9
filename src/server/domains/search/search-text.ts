// How product text becomes searchable words, the same way for every engine and for the buyer's query
// (catalogue/search-query.ts searchTerms splits a keyword by the same rule).

/** 'Nitrile GLOVES, size-M!' → ['nitrile', 'gloves', 'size', 'm']. */
export function textWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A SKU as compared with what a buyer typed: 'GLV-NIT/100' and 'glv nit 100' are both 'glvnit100'. */
export function skuKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A SKU prefix of at least this many characters ranks its products first (issue #18: 4+). */
export const SKU_PREFIX_MIN_LENGTH = 4;

/** The words of a product description, which may be rich text: tags and entities are not words. */
export function descriptionText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
}

/** How many edits a misspelt word may be from a catalogue word (issue #18): one from 4 letters, two from 8. */
export function allowedEdits(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** The words one swap of neighbouring letters away ('nitirle' → 'nitrile'): a typo counted as one edit. */
export function transpositions(word: string): string[] {
  const found = new Set<string>();
  for (let index = 0; index + 1 < word.length; index += 1) {
    if (word[index] === word[index + 1]) continue;
    found.add(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  }
  return [...found];
}
