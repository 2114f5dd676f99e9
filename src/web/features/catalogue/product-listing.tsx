import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
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
      {products.data.length === 0 ? (
        <p className="product-listing__empty">No products found.</p>
      ) : (
        <ProductGrid products={products.data} label={label} />
      )}
      <PaginationNav meta={meta} hrefFor={hrefFor} />
    </section>
  );
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
