// The account's users (issue #11 part 4): who is in the account and with what role; managers invite,
// change roles and remove.
import type { Route } from './+types/my-account.users';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { useRootData } from '../lib/root-data.ts';
import { myAccountApi } from '../features/my-account/my-account-api.ts';
import { Colleagues } from '../features/my-account/colleagues.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const answer = await orThrowResponse(myAccountApi(api).colleagues());
  return { colleagues: answer.data };
}

export const meta: Route.MetaFunction = () => [{ title: `Users | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'My Account', to: '/my-account' }, { label: 'Users' }]);

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const isManager = useRootData()?.viewer.role === 'manager';
  return (
    <div className="container my-account-page">
      <h1>Users</h1>
      <p>Everyone here orders under this account. Managers invite colleagues and choose what each may do.</p>
      <Colleagues data={loaderData.colleagues} isManager={isManager} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
