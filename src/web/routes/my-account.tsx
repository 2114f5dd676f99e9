// spec §2 /my-account: Quick Links, Delivery Addresses, Account Details and 'Add an Address', rendered
// on the server with the account's details. In the account area (routes.ts), whose guard sends guests to /login.
import type { Route } from './+types/my-account';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { myAccountApi } from '../features/my-account/my-account-api.ts';
import { QuickLinks } from '../features/my-account/quick-links.tsx';
import { AccountDetails } from '../features/my-account/account-details.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const answer = await orThrowResponse(myAccountApi(api).get());
  return { account: answer.data };
}

export const meta: Route.MetaFunction = () => [{ title: `My Account | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account' }]);

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  return (
    <div className="container my-account-page">
      <h1>My Account</h1>
      <div className="my-account-page__grid">
        <QuickLinks canSwitch={account.can_switch} />
        <AccountDetails account={account} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
