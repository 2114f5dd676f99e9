// Zod-free so the browser's pagination control can use it; shared/pagination.ts re-exports it.
export const PAGINATION_WINDOW = 7;

/** spec §2/§9: up to 7 page numbers around the current page, kept inside 1..lastPage. */
export function paginationWindow(currentPage: number, lastPage: number, size = PAGINATION_WINDOW): number[] {
  if (lastPage < 1) return [];
  const count = Math.min(size, lastPage);
  const half = Math.floor(count / 2);
  const start = Math.min(Math.max(1, currentPage - half), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
