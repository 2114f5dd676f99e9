import { z } from 'zod';

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PaginationLinks = z.infer<typeof paginationLinksSchema>;

/** The meta block of a paginated answer; from/to are null when the page is empty. */
export function paginationMeta(page: number, perPage: number, total: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const isEmpty = total === 0 || from > total;
  return {
    current_page: page,
    from: isEmpty ? null : from,
    last_page: lastPage,
    per_page: perPage,
    to: isEmpty ? null : Math.min(page * perPage, total),
    total,
  };
}

export const PAGINATION_WINDOW = 7;

/** spec §2/§9: up to 7 page numbers around the current page, kept inside 1..lastPage. */
export function paginationWindow(currentPage: number, lastPage: number, size = PAGINATION_WINDOW): number[] {
  if (lastPage < 1) return [];
  const count = Math.min(size, lastPage);
  const half = Math.floor(count / 2);
  const start = Math.min(Math.max(1, currentPage - half), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
