// /admin/content-pages/{slug} (issue #19 Part 2): one footer page's Markdown, with the storefront's rendering.
import { Link } from 'react-router';
import type { Route } from './+types/admin.content-pages.$slug';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { contentApi } from '../admin/content/content-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { PageForm } from '../admin/content/page-form.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.page.title ?? 'Page'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: (await orThrowResponse(contentApi(context.get(requestContext).api).contentPages.get(params.slug))).data };
}

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <section aria-labelledby="admin-page-heading">
      <p>
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="admin-page-heading">{page.title}</h1>
      <p>
        <a href={`/${page.slug}`}>See the page on the storefront</a>
      </p>
      <PageForm key={page.slug} page={page} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
