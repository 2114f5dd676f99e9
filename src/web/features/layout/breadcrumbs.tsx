// spec §2 breadcrumb bar: the page's trail, and 'Account #{accountNumber}' linking to /my-account
// when an account number exists.
//
// How a page adds its crumbs: export a `handle` built with breadcrumbHandle; it receives the
// route's loader data (undefined while an error is shown) and its match (pathname, params), and
// returns the trail below Home:
//   export const handle = breadcrumbHandle<typeof loader>((data) =>
//     data ? data.category.trail.map((c) => ({ label: c.title, to: c.url })) : []);
// The last crumb is the current page (no link needed). Every matched route may add crumbs; they
// are joined from the root down.
import { Link, useMatches, type UIMatch } from 'react-router';
import { useAppState } from '../../lib/app-state.tsx';

export type Crumb = { label: string; to?: string };

type LoaderData<T> = T extends (...args: never[]) => infer R ? Awaited<R> : T;

type CrumbsFunction = (data: unknown, match: UIMatch) => Crumb[];
export type BreadcrumbHandle = { breadcrumbs: CrumbsFunction };

export function breadcrumbHandle<Loader = unknown>(
  breadcrumbs: (data: LoaderData<Loader> | undefined, match: UIMatch) => Crumb[],
): BreadcrumbHandle {
  return { breadcrumbs: breadcrumbs as CrumbsFunction };
}

function isBreadcrumbHandle(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as BreadcrumbHandle).breadcrumbs === 'function';
}

export function useBreadcrumbs(): Crumb[] {
  return useMatches().flatMap((match) =>
    isBreadcrumbHandle(match.handle) ? match.handle.breadcrumbs(match.loaderData, match) : [],
  );
}

export function BreadcrumbBar() {
  const crumbs = useBreadcrumbs();
  const { accountNumber } = useAppState();
  if (crumbs.length === 0 && !accountNumber) return null;
  return (
    <div className="breadcrumb-bar">
      <div className="container breadcrumb-bar-inner">
        {crumbs.length > 0 ? (
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumbs">
              <li>
                <Link to="/">Home</Link>
              </li>
              {crumbs.map((crumb, index) => {
                const isCurrent = index === crumbs.length - 1;
                return (
                  <li key={`${crumb.label}-${index}`}>
                    {crumb.to && !isCurrent ? (
                      <Link to={crumb.to}>{crumb.label}</Link>
                    ) : (
                      <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : (
          <span />
        )}
        {accountNumber && (
          <Link to="/my-account" className="breadcrumb-account">
            {`Account #${accountNumber}`}
          </Link>
        )}
      </div>
    </div>
  );
}
