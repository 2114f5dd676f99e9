// Any address no other route matches: the not-found page, answered with status 404.
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView, RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${COMPANY.name}` }];

export function loader(): never {
  throw data({ message: 'Not found.' }, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
