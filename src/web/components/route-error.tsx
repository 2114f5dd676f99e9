// What a route shows when its loader failed: a not-found page for 404, a 'briefly unavailable' page
// for 503 (the database cannot be reached; the document keeps either status), otherwise a short
// apology. Every route's ErrorBoundary can render this.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function NotFoundView() {
  return (
    <div className="container page-message">
      <p className="page-message-code">404</p>
      <h1>Page not found</h1>
      <p>Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p className="page-message-actions">
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
        <Link to="/contact-us" className="button button-secondary">
          Contact us
        </Link>
      </p>
    </div>
  );
}

/** The API answered 503: the database is out of reach or overloaded for a moment. */
export function isStoreUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** Says only what is known: the store cannot answer right now, and trying again shortly should work. */
export function StoreUnavailableView() {
  return (
    <div className="container page-message">
      <h1>The store is briefly unavailable.</h1>
      <p>Please try again in a moment.</p>
    </div>
  );
}

function messageOf(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : null;
  }
  return null;
}

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (isStoreUnavailable(error)) return <StoreUnavailableView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="container page-message">
      <h1>Sorry, something has gone wrong.</h1>
      <p>{messageOf(error) ?? 'Please try again in a moment. If the problem continues, contact our team.'}</p>
      <p className="page-message-actions">
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
