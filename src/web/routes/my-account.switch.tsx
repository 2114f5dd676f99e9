// spec §2 /my-account/switch (Switch Account), offered only when switching is allowed for the account.
import { data } from 'react-router';
import type { Route } from './+types/my-account.switch';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { myAccountApi } from '../features/my-account/my-account-api.ts';
import { SwitchAccount } from '../features/my-account/switch-account.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const account = await orThrowResponse(myAccountApi(api).get());
  if (!account.data.can_switch) throw data('Switching accounts is not enabled for this account.', { status: 404 });
  const accounts = await orThrowResponse(myAccountApi(api).accounts());
  return { accounts: accounts.data };
}

export const meta: Route.MetaFunction = () => [{ title: `Switch Account | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Switch Account' }]);

export default function SwitchAccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container my-account-page">
      <h1>Switch Account</h1>
      <p>Your cart, fast-order lists, residents and orders belong to the account you are in.</p>
      <SwitchAccount accounts={loaderData.accounts} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
