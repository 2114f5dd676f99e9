// spec §2 Order history search: the keyword box, which finds an order by its number, PO number, or a
// product's name or SKU unless 'Search by' narrows it (issue #16 item 2), date-from and date-to, and
// the results-per-page selector. A GET form: the filters live in the URL and it
// works without JavaScript; with it, changing the page size applies at once, and the URL carries
// only the filters that are set.
import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { ORDER_HISTORY_PER_PAGE_OPTIONS } from '../../../shared/limits.ts';
import {
  KEYWORD_MAX_LENGTH,
  orderHistoryHref,
  parseOrderHistoryFilters,
  SEARCH_FIELDS,
  type OrderHistoryFilters,
} from './order-history-params.ts';

export function OrderHistorySearch({ filters }: { filters: OrderHistoryFilters }) {
  const navigate = useNavigate();
  // Keyed by the filters, so the inputs show the URL's values again after back/forward.
  const key = JSON.stringify(filters);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') fields.set(name, value);
    // A new search starts again at page 1.
    void navigate(orderHistoryHref(parseOrderHistoryFilters(fields), 1));
  }

  return (
    <Form
      method="get"
      action="/order-history"
      className="card order-search"
      role="search"
      aria-label="Search orders"
      key={key}
      onSubmit={onSubmit}
    >
      <div className="field">
        <label htmlFor="order-search-keyword">Keyword</label>
        <input
          id="order-search-keyword"
          name="keyword"
          type="search"
          maxLength={KEYWORD_MAX_LENGTH}
          defaultValue={filters.keyword}
          aria-describedby="order-search-keyword-hint"
        />
        <p id="order-search-keyword-hint" className="field-hint">
          Order number, PO number, product name or SKU
        </p>
      </div>
      <div className="field">
        <label htmlFor="order-search-by">Search by</label>
        <select id="order-search-by" name="search_by" defaultValue={filters.searchBy}>
          {SEARCH_FIELDS.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="order-search-from">Date from</label>
        <input id="order-search-from" name="date_from" type="date" defaultValue={filters.dateFrom} />
      </div>
      <div className="field">
        <label htmlFor="order-search-to">Date to</label>
        <input id="order-search-to" name="date_to" type="date" defaultValue={filters.dateTo} />
      </div>
      <div className="field">
        <label htmlFor="order-search-per-page">Results per page</label>
        <select
          id="order-search-per-page"
          name="per_page"
          defaultValue={filters.perPage}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {ORDER_HISTORY_PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="order-search__buttons">
        <button type="submit" className="button button-primary">
          Search
        </button>
        <Link to="/order-history" className="button button-secondary">
          Clear
        </Link>
      </div>
    </Form>
  );
}
