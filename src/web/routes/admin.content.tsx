// /admin/content (issue #19 Part 2): the notice popup, the footer's pages, and the subscribers' export.
import { Link } from 'react-router';
import type { Route } from './+types/admin.content';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { contentApi } from '../admin/content/content-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { NoticeForm } from '../admin/content/notice-form.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Content | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  const api = contentApi(context.get(requestContext).api);
  const [notice, pages] = await Promise.all([orThrowResponse(api.notice.get()), orThrowResponse(api.contentPages.list())]);
  return { notice: notice.data, pages: pages.data };
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  const { notice, pages } = loaderData;
  return (
    <section aria-labelledby="admin-content-heading">
      <h1 id="admin-content-heading">Content</h1>
      <NoticeForm notice={notice} />
      <section className="admin-panel" aria-labelledby="content-pages-heading">
        <h2 id="content-pages-heading">Footer pages</h2>
        <ul>
          {pages.map((page) => (
            <li key={page.slug}>
              <Link to={`/admin/content-pages/${page.slug}`}>{page.title}</Link> <span className="admin-muted">/{page.slug}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-panel" aria-labelledby="subscribers-heading">
        <h2 id="subscribers-heading">Newsletter subscribers</h2>
        <p>
          <a href="/admin/api/subscribers.csv" download>
            Download the confirmed subscribers (CSV)
          </a>
        </p>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
