import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { buildListingSearch, type ListingConfig, type ListingParams } from './listing-params.ts';
import { ListingControls } from './listing-controls.tsx';
import { PaginationNav } from '../../components/ui/pagination-nav.tsx';
import { ProductGrid } from './product-grid.tsx';

type Props<S extends string> = {
  products: ProductsResponse;
  params: ListingParams<S>;
  config: ListingConfig<S>;
  extra?: Record<string, string>;
  label: string;
};

/** Controls, the #start anchor, cards or 'No products found.', and pagination. */
export function ProductListing<S extends string>({ products, params, config, extra = {}, label }: Props<S>) {
  const { pathname } = useLocation();
  const headingId = useId();
  const { meta } = products;
  useScrollToStartOnPageChange(params.page);
  const hrefFor = (page: number) => `${pathname}${buildListingSearch({ ...params, page }, config, extra)}#start`;

  return (
    <section className="product-listing" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <div id="start" className="product-listing__bar">
        <p className="product-listing__count" role="status">
          {meta.total === 0
            ? '0 products'
            : meta.from !== null && meta.to !== null
              ? `Showing ${meta.from}–${meta.to} of ${meta.total} ${meta.total === 1 ? 'product' : 'products'}`
              : `${meta.total} ${meta.total === 1 ? 'product' : 'products'}`}
        </p>
        <ListingControls params={params} config={config} extra={extra} />
      </div>
      {products.data.length === 0 && meta.total > 0 ? (
        // Issue #16 item 10: a page past the end (an old link, a typed address) is not an empty category.
        <p className="product-listing__empty">
          {pastTheEndText(meta)} <Link to={hrefFor(meta.last_page)}>{meta.last_page === 1 ? 'Go to page 1' : `Go to the last page, page ${number(meta.last_page)}`}</Link>
        </p>
      ) : products.data.length === 0 ? (
        <p className="product-listing__empty">No products found.</p>
      ) : (
        <ProductGrid products={products.data} label={label} />
      )}
      <PaginationNav meta={meta} hrefFor={hrefFor} />
    </section>
  );
}

const number = (value: number) => value.toLocaleString('en-NZ');

/** 'There is no page 999: these 71 products fill pages 1 to 3.' */
export function pastTheEndText(meta: PaginationMeta): string {
  const products = meta.total === 1 ? 'this product fills' : `these ${number(meta.total)} products fill`;
  const pages = meta.last_page === 1 ? 'one page' : `pages 1 to ${number(meta.last_page)}`;
  return `There is no page ${number(meta.current_page)}: ${products} ${pages}.`;
}

/** spec §2: changing page scrolls to #start, but not on the first load. */
function useScrollToStartOnPageChange(page: number) {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    document.getElementById('start')?.scrollIntoView({ block: 'start' });
  }, [page]);
}
