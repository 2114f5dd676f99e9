// spec §2: '/', '/home', '/statics/home' and any path starting with 'products' ('/products/…' here; a
// path such as '/productsxyz', which no route pattern can match, is rendered by routes/not-found.tsx).
import { Link } from 'react-router';
import type { ApiClient } from '../lib/api-client.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { requestContext } from '../lib/api-context.ts';
import { useAppState } from '../lib/app-state.tsx';
import { CatalogueError } from '../features/catalogue/catalogue-error.tsx';
import { CategoryCards } from '../features/catalogue/category-cards.tsx';
import { HomeHero } from '../features/catalogue/home-hero.tsx';
import { pageMeta } from '../features/catalogue/page-meta.ts';
import { ProductGrid } from '../features/catalogue/product-grid.tsx';
import type { CustomersResponse, TestimonialsResponse } from '../../shared/schemas/content.ts';
import { CustomerLogos } from '../features/content/customer-logos.tsx';
import { CustomerStories } from '../features/content/customer-stories.tsx';
import type { Route } from './+types/home';

const NEW_ARRIVALS_COUNT = 8;

/** spec §2: a path starting with 'products' (any case, as routes match) is the home page. */
export function isHomePath(pathname: string): boolean {
  return /^\/products/i.test(pathname);
}

/** What the home page shows: top-level categories, new arrivals, customers and their stories. */
export async function loadHome(api: ApiClient) {
  const [categories, newArrivals, customers, stories] = await Promise.all([
    orThrowResponse(api.catalogue.categories()),
    orThrowResponse(
      api.catalogue.products({ page: 1, per_page: NEW_ARRIVALS_COUNT, sort_field: 'created_at', sort_order: 'desc' }),
    ),
    orThrowResponse(api.call<CustomersResponse>('GET', '/api/customers')),
    orThrowResponse(api.call<TestimonialsResponse>('GET', '/api/testimonials')),
  ]);
  // Only what the cards draw: the nested tree stays out of the page's data.
  const topLevel = categories.data.map((category) => ({ ...category, children: [], data: { blurb: '' } }));
  return { categories: topLevel, newArrivals: newArrivals.data, customers, stories };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.get(requestContext).api);
}

export const homeMeta = () => pageMeta('Shop', 'Wholesale care-facility supplies: continence, gloves and PPE, hygiene, nutrition and more, at trade prices.');

export function meta({ error }: Route.MetaArgs) {
  if (error) return pageMeta('Something went wrong', 'The page could not be shown.');
  return homeMeta();
}

export default function HomePage({ loaderData }: { loaderData: HomeData }) {
  const { isLoggedIn } = useAppState();
  return (
    <div className="container catalogue-page home-page">
      <HomeHero isLoggedIn={isLoggedIn} />
      <section id="categories" className="home-section" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-section__title">
          Shop by category
        </h2>
        <CategoryCards categories={loaderData.categories} />
      </section>
      <section id="new-arrivals" className="home-section" aria-labelledby="home-new-title">
        <div className="home-section__head">
          <h2 id="home-new-title" className="home-section__title">
            New arrivals
          </h2>
          <p className="home-section__links">
            <Link to="/new-arrivals" className="home-section__more">
              See all new arrivals
            </Link>
            <Link to="/specials" className="home-section__more">
              Specials
            </Link>
          </p>
        </div>
        {loaderData.newArrivals.length === 0 ? (
          <p className="product-listing__empty">No products found.</p>
        ) : (
          <ProductGrid products={loaderData.newArrivals} label="New arrivals" />
        )}
      </section>
      {loaderData.customers.data.length > 0 ? <CustomerLogos logos={loaderData.customers.data} types={loaderData.customers.types} /> : null}
      {loaderData.stories.data.length > 0 ? <CustomerStories first={loaderData.stories} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueError error={error} />;
}
