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

// The page-number window lives in a zod-free module so the browser can use it without zod.
export { PAGINATION_WINDOW, paginationWindow } from './pagination-window.ts';
