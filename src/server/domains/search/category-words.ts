// Category names take part in matching (issue #26 item 22): 'incontinence pads' finds the pads of
// 'Continence Care › Pads', whose titles never say 'continence'. Each category stands for the words of
// its title and of its ancestors' titles; both engines match a term against them by the same rule.
import type { CategoryNode } from '../catalogue/catalogue.types.ts';
import { textWords } from './search-text.ts';

/** Category id → the words of its trail's titles ('Continence Care › Pads' → continence, care, pads). */
export type CategoryWords = ReadonlyMap<number, readonly string[]>;

/** The words of every category under `roots` (about 40 categories: made per search, in microseconds). */
export function categoryWordsOf(roots: readonly CategoryNode[]): CategoryWords {
  const words = new Map<number, string[]>();
  const visit = (node: CategoryNode, above: readonly string[]) => {
    const own = [...new Set([...above, ...textWords(node.title)])];
    words.set(node.id, own);
    for (const child of node.children) visit(child, own);
  };
  for (const root of roots) visit(root, []);
  return words;
}

/** How a category's words meet a term's: one of them is the word (exact), or starts with it (prefix). */
export type CategoryMatch = 'exact' | 'prefix';

/** The categories some word of whose trail is, or starts with, one of `words` (a term and its synonyms). */
export function categoriesMatching(words: readonly string[], categoryWords: CategoryWords | undefined): Map<number, CategoryMatch> {
  const found = new Map<number, CategoryMatch>();
  if (!categoryWords || words.length === 0) return found;
  for (const [categoryId, trailWords] of categoryWords) {
    for (const word of words) {
      for (const trailWord of trailWords) {
        if (trailWord === word) found.set(categoryId, 'exact');
        else if (trailWord.startsWith(word) && !found.has(categoryId)) found.set(categoryId, 'prefix');
      }
    }
  }
  return found;
}

/** Whether some category word starts with `prefix` (a term a category holds is known, not misspelt). */
export function hasCategoryWordStartingWith(prefix: string, categoryWords: CategoryWords | undefined): boolean {
  if (!categoryWords) return false;
  for (const trailWords of categoryWords.values()) if (trailWords.some((word) => word.startsWith(prefix))) return true;
  return false;
}
