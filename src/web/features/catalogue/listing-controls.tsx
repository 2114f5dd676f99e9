import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LISTING_PER_PAGE_OPTIONS } from '../../../shared/limits.ts';
import { buildListingSearch, type ListingConfig, type ListingParams } from './listing-params.ts';

type Props<S extends string> = {
  params: ListingParams<S>;
  config: ListingConfig<S>;
  /** Parameters the form must keep, such as the search keyword. */
  extra?: Record<string, string>;
};

/**
 * 'Show', 'Sort by' (spec §2) and 'In stock only' (issue #30 Part 3). A GET form with an Apply button works
 * without JavaScript; with it there is no button and a change navigates at once, back to page 1, omitting
 * default values.
 */
export function ListingControls<S extends string>({ params, config, extra = {} }: Props<S>) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (next: Partial<ListingParams<S>>) =>
    navigate(pathname + buildListingSearch({ ...params, ...next, page: 1 }, config, extra));

  return (
    <form method="get" action={pathname} className="listing-controls" onSubmit={(event) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      go({ perPage: Number(form.get('per_page')), sort: String(form.get('sort')) as S, inStock: form.get('in_stock') === '1' });
    }}>
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="listing-controls__field">
        <label htmlFor={`${id}-show`}>Show</label>
        <select
          id={`${id}-show`}
          name="per_page"
          key={`show-${params.perPage}`}
          defaultValue={params.perPage}
          onChange={(event) => go({ perPage: Number(event.currentTarget.value) })}
        >
          {LISTING_PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-controls__field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          name="sort"
          key={`sort-${params.sort}`}
          defaultValue={params.sort}
          onChange={(event) => go({ sort: event.currentTarget.value as S })}
        >
          {Object.entries(config.sorts).map(([value, option]) => (
            <option key={value} value={value}>
              {(option as { label: string }).label}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-controls__field listing-controls__check">
        <input
          id={`${id}-in-stock`}
          type="checkbox"
          name="in_stock"
          value="1"
          key={`in-stock-${params.inStock}`}
          defaultChecked={params.inStock}
          onChange={(event) => go({ inStock: event.currentTarget.checked })}
        />
        <label htmlFor={`${id}-in-stock`}>In stock only</label>
      </div>
      {/* Rendered only without JavaScript, so hiding it never shifts the page once scripts load. */}
      <noscript>
        <button type="submit" className="button button-secondary">
          Apply
        </button>
      </noscript>
    </form>
  );
}
