import { isRouteErrorResponse, Link } from 'react-router';
import { isStoreUnavailable, StoreUnavailableView } from '../../components/route-error.tsx';

/** The catalogue routes' ErrorBoundary: a not-found page for a 404, a retry message otherwise. */
export function CatalogueError({ error, what = 'page' }: { error: unknown; what?: 'page' | 'category' | 'product' }) {
  if (isStoreUnavailable(error)) return <StoreUnavailableView />;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container catalogue-page catalogue-error">
      <h1>{isNotFound ? `Sorry, we couldn’t find that ${what}` : 'Sorry, something has gone wrong.'}</h1>
      <p>
        {isNotFound
          ? `The ${what} you are looking for does not exist or is no longer available.`
          : 'Please try again in a moment.'}
      </p>
      <p className="catalogue-error__links">
        <Link to="/" className="button button-primary">
          Back to the shop
        </Link>
        <Link to="/search" className="button button-secondary">
          Search products
        </Link>
      </p>
    </div>
  );
}
