// /admin/audit (issue #17): who changed what, and when; filters and page in the address, searched and paged by the server.
import type { Route } from './+types/admin.audit';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { auditApi, type AuditParams } from '../admin/audit/audit-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AuditFilters, AuditTable } from '../admin/audit/audit-view.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Back office | Care Supply Co' }];

const PARAMS = ['q', 'actor', 'entity', 'date_from', 'date_to', 'page'] as const;

function paramsOf(url: URL): AuditParams {
  const search = new URLSearchParams(url.searchParams);
  // Links made before issue #26 name the actor filter `staff`.
  if (!search.get('actor') && search.get('staff')) search.set('actor', search.get('staff') ?? '');
  return Object.fromEntries(PARAMS.flatMap((name) => (search.get(name) ? [[name, search.get(name) ?? '']] : [])));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = paramsOf(new URL(request.url));
  return { params, list: await orThrowResponse(auditApi(context.get(requestContext).api).list(params)) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { params, list } = loaderData;
  return (
    <section aria-labelledby="admin-audit-heading">
      <h1 id="admin-audit-heading">Audit log</h1>
      <AuditFilters params={params} />
      <AuditTable list={list} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
