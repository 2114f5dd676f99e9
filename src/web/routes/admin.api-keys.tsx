// /admin/api-keys (issue #19 Part 3): owners make, see and revoke the ERP's API keys.
import type { Route } from './+types/admin.api-keys';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { integrationApi } from '../admin/integration/integration-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { ApiKeysPanel } from '../admin/integration/api-keys-panel.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'API keys | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { keys: (await orThrowResponse(integrationApi(context.get(requestContext).api).apiKeys.list())).data };
}

export default function AdminApiKeys({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-api-keys-heading">
      <h1 id="admin-api-keys-heading">API keys</h1>
      <p>
        Keys let the merchant&apos;s ERP push accounts, prices and stock, read new orders and move them on. Every call is described in <a href="/api/docs#area-integration">the integration API&apos;s reference</a>.
      </p>
      <ApiKeysPanel keys={loaderData.keys} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
