// Any address no other route matches: the not-found page, answered with status 404. Except a path
// starting with 'products' that no pattern can match ('/productsxyz'): spec §2 makes it the home page.
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { RouteError } from '../components/route-error.tsx';
import { requestContext } from '../lib/api-context.ts';
import { COMPANY } from '../lib/site-links.ts';
import HomePage, { homeMeta, isHomePath, loadHome } from './home.tsx';

/** Only the home page gets here without a 404: every other path is answered by the ErrorBoundary. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isHomePath(new URL(request.url).pathname)) throw data({ message: 'Not found.' }, { status: 404 });
  return loadHome(context.get(requestContext).api);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? homeMeta() : [{ title: `Page not found | ${COMPANY.name}` }]);

export default function HomeAtAnyProductsPath({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
