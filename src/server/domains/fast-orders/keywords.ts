// spec §5 search thresholds: the lists page searches titles above 2 characters, a list's items above 1;
// anything shorter shows everything.
import { FAST_ORDER_ITEM_SEARCH_MIN_LENGTH, FAST_ORDER_LIST_SEARCH_MIN_LENGTH } from '../../../shared/limits.ts';

function keywordFrom(keyword: string | undefined, minLength: number): string | null {
  const trimmed = keyword?.trim() ?? '';
  return trimmed.length >= minLength ? trimmed : null;
}

export const listKeyword = (keyword: string | undefined): string | null => keywordFrom(keyword, FAST_ORDER_LIST_SEARCH_MIN_LENGTH);
export const itemKeyword = (keyword: string | undefined): string | null => keywordFrom(keyword, FAST_ORDER_ITEM_SEARCH_MIN_LENGTH);

/** Case-insensitive 'contains'. */
export function titleMatches(title: string, keyword: string | null): boolean {
  return keyword === null || title.toLocaleLowerCase('en').includes(keyword.toLocaleLowerCase('en'));
}
