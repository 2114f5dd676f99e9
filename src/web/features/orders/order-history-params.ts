// spec §2/§7/§9 Order history: one keyword, by default over the order number, PO number and products
// (issue #16 item 2), or narrowed to the order number or to the PO number and products (search_by);
// date-from and date-to, results per page 10/20/30/40/50/100 (default 10). The state lives in the URL
// (a GET form), so it works without JavaScript; junk values fall back to the defaults rather than
// failing the page.
import { ORDER_HISTORY_PER_PAGE_OPTIONS } from '../../../shared/limits.ts';
import type { OrderHistoryParams } from '../../lib/api-client.ts';

export const ORDER_HISTORY_DEFAULT_PER_PAGE = 10;
export const KEYWORD_MAX_LENGTH = 100;

/** '' searches everything; the spec's search_by values narrow it. */
export type SearchField = '' | 'order_id' | 'keyword';
export const SEARCH_FIELDS: Array<{ value: SearchField; label: string }> = [
  { value: '', label: 'Everything' },
  { value: 'order_id', label: 'Order Number' },
  { value: 'keyword', label: 'PO Number or Product' },
];

export type OrderHistoryFilters = {
  page: number;
  perPage: number;
  searchBy: SearchField;
  keyword: string;
  dateFrom: string;
  dateTo: string;
};

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function parseOrderHistoryFilters(search: URLSearchParams): OrderHistoryFilters {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const searchBy = search.get('search_by');
  const typedFrom = search.get('date_from')?.trim() ?? '';
  const typedTo = search.get('date_to')?.trim() ?? '';
  // Dates typed the wrong way round are read as the range they describe (the API refuses to > from).
  const [dateFrom, dateTo] = isDate(typedFrom) && isDate(typedTo) && typedFrom > typedTo ? [typedTo, typedFrom] : [typedFrom, typedTo];
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: (ORDER_HISTORY_PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : ORDER_HISTORY_DEFAULT_PER_PAGE,
    searchBy: searchBy === 'keyword' || searchBy === 'order_id' ? searchBy : '',
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    dateFrom: isDate(dateFrom) ? dateFrom : '',
    dateTo: isDate(dateTo) ? dateTo : '',
  };
}

/** spec §7: page and per_page always; the keyword (with search_by when it narrows), and each date, only when set. */
export function orderHistoryApiParams(filters: OrderHistoryFilters): OrderHistoryParams {
  const params: OrderHistoryParams = { page: filters.page, per_page: filters.perPage };
  if (filters.keyword) {
    if (filters.searchBy) params.search_by = filters.searchBy;
    params.keyword = filters.keyword;
  }
  if (filters.dateFrom) params.date_from = filters.dateFrom;
  if (filters.dateTo) params.date_to = filters.dateTo;
  return params;
}

/** The page's own URL for these filters on another page: each parameter only when it is set. */
export function orderHistoryHref(filters: OrderHistoryFilters, page: number): string {
  const search = new URLSearchParams();
  if (filters.keyword) {
    if (filters.searchBy) search.set('search_by', filters.searchBy);
    search.set('keyword', filters.keyword);
  }
  if (filters.dateFrom) search.set('date_from', filters.dateFrom);
  if (filters.dateTo) search.set('date_to', filters.dateTo);
  if (filters.perPage !== ORDER_HISTORY_DEFAULT_PER_PAGE) search.set('per_page', String(filters.perPage));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/order-history?${text}` : '/order-history';
}
