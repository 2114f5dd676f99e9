import type { PaginationLinks, PaginationMeta } from '../../../shared/pagination.ts';

/**
 * first/last/prev/next for a paginated answer: the request's own query string with `page` set,
 * so every filter and sort (repeated category_id[] included) carries over to the next page.
 */
export function paginationLinks(path: string, queryString: string, meta: PaginationMeta): PaginationLinks {
  const at = (page: number) => {
    const params = new URLSearchParams(queryString);
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
  const current = meta.current_page;
  return {
    first: at(1),
    last: at(meta.last_page),
    prev: current > 1 ? at(Math.min(current - 1, meta.last_page)) : null,
    next: current < meta.last_page ? at(current + 1) : null,
  };
}

/** The query string of a request URL, without the '?'. */
export function queryStringOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index + 1);
}
