// The footer's information pages (spec §2 'Footer pages'): kept by staff as Markdown (issue #19), served
// by GET /api/content-pages/{slug} already rendered and sanitised on the server. routes.ts maps exactly
// these paths here; the page's address is its slug.
import type { Route } from './+types/content-page';
import type { PublicContentPageJson } from '../../shared/schemas/admin-content.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { COMPANY } from '../lib/site-links.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const { api } = context.get(requestContext);
  return (await orThrowResponse(api.call<{ data: PublicContentPageJson }>('GET', `/api/content-pages/${encodeURIComponent(slug)}`))).data;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${COMPANY.name}` }, { name: 'description', content: loaderData.description }]
    : [{ title: `Page not found | ${COMPANY.name}` }];

export const handle = breadcrumbHandle<typeof loader>((data) => (data ? [{ label: data.title }] : []));

export default function ContentPageRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="container content-page">
      <h1>{page.title}</h1>
      {/* Sanitised on the server (domains/content/markdown.ts): sections keep their anchors ('#careers'). */}
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
