// spec §2 /my-account/switch (Switch Account), offered only when switching is allowed for the account.
// For an account where it is not, the page says so and how to ask for it, with status 403 (issue #16
// item 14; docs/decisions.md).
import { data, Link } from 'react-router';
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
  const account = (await orThrowResponse(myAccountApi(api).get())).data;
  if (!account.can_switch) {
    return data({ isEnabled: false as const, account: { number: account.account_number, name: account.account_name } }, { status: 403 });
  }
  const accounts = await orThrowResponse(myAccountApi(api).accounts());
  return { isEnabled: true as const, accounts: accounts.data };
}

export const meta: Route.MetaFunction = () => [{ title: `Switch Account | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Switch Account' }]);

export default function SwitchAccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container my-account-page">
      <h1>Switch Account</h1>
      {loaderData.isEnabled ? (
        <>
          <p>Your cart, fast-order lists, residents and orders belong to the account you are in.</p>
          <SwitchAccount accounts={loaderData.accounts} />
        </>
      ) : (
        <section className="card switch-not-enabled" aria-labelledby="switch-not-enabled-title">
          <h2 id="switch-not-enabled-title">Switching is not turned on for this account</h2>
          <p>
            Switching accounts is not turned on for {loaderData.account.name} (Account #{loaderData.account.number}).
          </p>
          <p>
            Switch Account lets someone who orders for more than one care home move between those homes&apos; accounts without
            signing out. {COMPANY.name} turns it on for an account on request: call us on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or{' '}
            <Link to="/contact-us">contact our team</Link>, and tell us the account numbers you order for.
          </p>
          <p>
            <Link className="button button-secondary" to="/my-account">
              Back to My Account
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
