// /admin/customer-groups (issue #27 Part 3): the customer groups with their accounts; add one, or change
// one's name and accounts (the one being changed in the address: ?edit=<id>).
import { useNavigate } from 'react-router';
import type { Route } from './+types/admin.customer-groups';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { NoticeLine } from '../admin/integration/notice-line.tsx';
import { useNotice } from '../admin/integration/use-panel-actions.ts';
import { AddGroupForm, EditGroupForm, GroupTable } from '../admin/pricing/customer-groups-panel.tsx';
import { pricingApi } from '../admin/pricing/pricing-api.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Customer groups | Back office | Care Supply Co' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const groups = (await orThrowResponse(pricingApi(context.get(requestContext).api).groups.list())).data;
  const edit = new URL(request.url).searchParams.get('edit');
  return { groups, editing: groups.find((group) => String(group.id) === edit) ?? null };
}

export default function AdminCustomerGroups({ loaderData }: Route.ComponentProps) {
  const { groups, editing } = loaderData;
  const { notice, onDone } = useNotice();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="admin-groups-heading">
      <h1 id="admin-groups-heading">Customer groups</h1>
      <p>A price list given to a group (on its page, under who it is for) is given to every account in the group.</p>
      {editing ? (
        <EditGroupForm
          key={editing.id}
          group={editing}
          onDone={(message) => {
            onDone(message);
            void navigate('/admin/customer-groups', { preventScrollReset: true });
          }}
        />
      ) : (
        <AddGroupForm onDone={(message) => onDone(message)} />
      )}
      <NoticeLine notice={notice} />
      <GroupTable groups={groups} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
