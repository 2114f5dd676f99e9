// What a back-office page shows when its data could not be loaded: the server's message (a role
// without the permission reads why), or the store's usual error views.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RouteError } from '../components/route-error.tsx';

export function AdminError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <section className="admin-panel" aria-labelledby="admin-error-heading">
        <h1 id="admin-error-heading">{error.status === 403 ? 'Not for your role' : 'Not found'}</h1>
        <p>{typeof message === 'string' ? message : 'This page is not available.'}</p>
        <p>
          <Link to="/admin">Back office home</Link>
        </p>
      </section>
    );
  }
  return <RouteError />;
}
