// A back-office list's address (issue #27 Part 1): its page and sort links keep the filters the address
// holds (blank ones left out), so Back, reload and a shared link show the same rows. A sort is the
// server's: `key` ascending, `-key` descending.

/** Where the list is now: React Router's location, or any URL. */
export type ListAddress = { pathname: string; search: string };

/** The list's sort now, and the server's default (left out of the address). */
export type ListSort = { current: string; byDefault: string };

function hrefWith(address: ListAddress, change: (search: URLSearchParams) => void): string {
  const search = new URLSearchParams(address.search);
  for (const [name, value] of [...search]) if (!value) search.delete(name);
  change(search);
  const text = search.toString();
  return text ? `${address.pathname}?${text}` : address.pathname;
}

/** The same list on `page` (page 1 is left out). */
export function pageHref(address: ListAddress, page: number): string {
  return hrefWith(address, (search) => (page > 1 ? search.set('page', String(page)) : search.delete('page')));
}

/** The direction the list is sorted by `key`, for aria-sort; undefined when another column sorts it. */
export function sortDirection(sort: ListSort, key: string): 'ascending' | 'descending' | undefined {
  if (sort.current === key) return 'ascending';
  return sort.current === `-${key}` ? 'descending' : undefined;
}

/** Sorting by `key`: descending first (newest, largest), then the other way; back to page 1. */
export function sortHref(address: ListAddress, sort: ListSort, key: string): string {
  const next = sort.current === `-${key}` ? key : `-${key}`;
  return hrefWith(address, (search) => {
    search.delete('page');
    if (next === sort.byDefault) search.delete('sort');
    else search.set('sort', next);
  });
}
