// /admin/webhooks (issue #19 Part 3): owners add, see and remove the webhooks order events (and applied address changes) go to.
import type { Route } from './+types/admin.webhooks';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { integrationApi } from '../admin/integration/integration-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { WebhooksPanel } from '../admin/integration/webhooks-panel.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Webhooks | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { webhooks: (await orThrowResponse(integrationApi(context.get(requestContext).api).webhooks.list())).data };
}

export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-webhooks-heading">
      <h1 id="admin-webhooks-heading">Webhooks</h1>
      <p>
        The store POSTs order events and applied address changes to these addresses, signed with each webhook&apos;s secret, and retries until the receiver answers 2xx. The events and their signature are
        described in <a href="/api/docs#area-integration">the integration API&apos;s reference</a>.
      </p>
      <WebhooksPanel webhooks={loaderData.webhooks} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
