// /admin/webhooks/{id} (issue #19 Part 3): a webhook's delivery log with every attempt, and resend.
import { Link } from 'react-router';
import type { Route } from './+types/admin.webhooks.$id';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { integrationApi } from '../admin/integration/integration-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { DeliveriesTable } from '../admin/integration/deliveries-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Webhook deliveries | Back office | Care Supply Co' }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = integrationApi(context.get(requestContext).api);
  const [webhooks, deliveries] = await Promise.all([orThrowResponse(api.webhooks.list()), orThrowResponse(api.webhooks.deliveries(params.id))]);
  return { webhook: webhooks.data.find((row) => String(row.id) === params.id) ?? null, id: Number(params.id), deliveries: deliveries.data };
}

export default function AdminWebhookDeliveries({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-deliveries-heading">
      <p>
        <Link to="/admin/webhooks">All webhooks</Link>
      </p>
      <h1 id="admin-deliveries-heading">Deliveries</h1>
      <p className="admin-secret-cell">{loaderData.webhook ? `To ${loaderData.webhook.url}` : 'This webhook has been removed; its log is kept.'}</p>
      <DeliveriesTable webhookId={loaderData.id} deliveries={loaderData.deliveries} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
