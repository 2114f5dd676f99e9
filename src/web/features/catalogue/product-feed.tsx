// spec §2 Product listing's alternative list: a category filter (default 'all') and a load-more control
// that appends the next page from links.next. It is the 'New arrivals' and the 'Specials' page (issue
// #11 part 8). The first page renders on the server; the filter is in the URL (?category=ID).
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductJson, ProductsResponse } from '../../../shared/schemas/catalogue.ts';
import { createBrowserApiClient, type ApiClient, type ProductsParams } from '../../lib/api-client.ts';
import { apiErrorMessage, orThrowResponse } from '../../lib/loader-errors.ts';
import { useMenuCategories } from '../../lib/storefront-data.ts';
import { ProductGrid } from './product-grid.tsx';

export const FEED_PAGE_SIZE = 24;

/** Which products a feed lists: newest first, and for Specials only those on special. */
export type FeedKind = { path: string; title: string; onSale: boolean; empty: string };

export const NEW_ARRIVALS: FeedKind = { path: '/new-arrivals', title: 'New arrivals', onSale: false, empty: 'No products found.' };
export const SPECIALS: FeedKind = { path: '/specials', title: 'Specials', onSale: true, empty: 'No products are on special at the moment.' };

/** The category in the URL: a whole number, or 'all' for anything else. */
export function feedCategory(search: URLSearchParams): number | 'all' {
  const raw = search.get('category') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 'all';
}

/** The feed's state in its URL: ?category=ID and ?in_stock=1 (issue #30 Part 3), each only when chosen. */
export type FeedFilter = { category: number | 'all'; inStock: boolean };

export function feedHref(kind: FeedKind, filter: FeedFilter): string {
  const search = new URLSearchParams();
  if (filter.category !== 'all') search.set('category', String(filter.category));
  if (filter.inStock) search.set('in_stock', '1');
  const text = search.toString();
  return text ? `${kind.path}?${text}` : kind.path;
}

export function feedParams(kind: FeedKind, { category, inStock }: FeedFilter): ProductsParams {
  return {
    page: 1,
    per_page: FEED_PAGE_SIZE,
    sort_field: 'created_at',
    sort_order: 'desc',
    category: category === 'all' ? 'all' : String(category),
    on_sale: kind.onSale ? '1' : undefined,
    in_stock: inStock ? '1' : undefined,
  };
}

export async function loadFeed(api: ApiClient, kind: FeedKind, request: Request) {
  const search = new URL(request.url).searchParams;
  const filter: FeedFilter = { category: feedCategory(search), inStock: search.get('in_stock') === '1' };
  const products = await orThrowResponse(api.catalogue.products(feedParams(kind, filter)));
  return { filter, products };
}

type Props = { kind: FeedKind; filter: FeedFilter; first: ProductsResponse };

export function ProductFeed({ kind, filter, first }: Props) {
  const { category } = filter;
  const categories = useMenuCategories();
  const navigate = useNavigate();
  const [products, setProducts] = useState<ProductJson[]>(first.data);
  const [next, setNext] = useState<string | null>(first.links.next);
  const [total, setTotal] = useState(first.meta.total);
  const [shownFor, setShownFor] = useState(first);
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const selectId = useId();
  const go = (next: Partial<FeedFilter>) => void navigate(feedHref(kind, { ...filter, ...next }), { preventScrollReset: true });

  // A new first page from the loader (the category changed): start again from it.
  if (shownFor !== first) {
    setShownFor(first);
    setProducts(first.data);
    setNext(first.links.next);
    setTotal(first.meta.total);
  }

  async function loadMore(path: string) {
    setBusy(true);
    setFailure('');
    try {
      const answer = await createBrowserApiClient().call<ProductsResponse>('GET', path);
      setProducts((current) => [...current, ...answer.data.filter((product) => !current.some((shown) => shown.id === product.id))]);
      setNext(answer.links.next);
      setTotal(answer.meta.total);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container catalogue-page product-feed">
      <h1 className="product-feed__title">{kind.title}</h1>
      <div className="product-feed__bar">
        {/* A GET form, so the filters work without JavaScript (Apply); with it, a change navigates at once. */}
        <form
          method="get"
          action={kind.path}
          className="product-feed__filters"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const value = String(form.get('category'));
            go({ category: value === 'all' ? 'all' : Number(value), inStock: form.get('in_stock') === '1' });
          }}
        >
          <div className="field product-feed__filter">
            <label htmlFor={selectId}>Category</label>
            <select
              id={selectId}
              name="category"
              value={String(category)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                go({ category: value === 'all' ? 'all' : Number(value) });
              }}
            >
              <option value="all">All categories</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
          <div className="product-feed__check">
            <input
              id={`${selectId}-in-stock`}
              type="checkbox"
              name="in_stock"
              value="1"
              checked={filter.inStock}
              onChange={(event) => go({ inStock: event.currentTarget.checked })}
            />
            <label htmlFor={`${selectId}-in-stock`}>In stock only</label>
          </div>
          <noscript>
            <button type="submit" className="button button-secondary">
              Apply
            </button>
          </noscript>
        </form>
        <p className="product-feed__count" role="status">
          {total === 0 ? '0 products' : `Showing ${products.length} of ${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
      </div>
      {products.length === 0 ? <p className="product-listing__empty">{kind.empty}</p> : <ProductGrid products={products} label={kind.title} />}
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      {next ? (
        <div className="product-feed__more">
          <button type="button" className="button button-secondary" disabled={isBusy} aria-busy={isBusy} onClick={() => void loadMore(next)}>
            {isBusy ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
