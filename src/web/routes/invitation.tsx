// A colleague's invitation link (issue #11 part 4): set a name and password, then sign in.
import { Link } from 'react-router';
import type { Route } from './+types/invitation';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { myAccountApi } from '../features/my-account/my-account-api.ts';
import { InvitationForm } from '../features/my-account/invitation-form.tsx';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { ACCOUNT_STYLES, SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  try {
    const answer = await myAccountApi(api).invitation(params.token);
    return { invitation: answer.data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { invitation: null };
    return orThrowResponse(Promise.reject(error));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `Accept your invitation | ${COMPANY.name}` },
  // The token is a secret: keep the page out of search engines and referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export const handle = breadcrumbHandle(() => [{ label: 'Accept your invitation' }]);

export default function InvitationPage({ loaderData, params }: Route.ComponentProps) {
  const { invitation } = loaderData;
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <PageStylesheet sheet={ACCOUNT_STYLES} />
      <section className="card auth-card">
        {invitation ? (
          <>
            <h1>Join {invitation.account_name}</h1>
            <p className="auth-lead">Set your password to order for {invitation.account_name} at {COMPANY.name}.</p>
            <InvitationForm token={params.token} email={invitation.email} />
          </>
        ) : (
          <>
            <h1>This invitation link is invalid or has expired</h1>
            <p className="auth-lead">Ask a manager of the account to send you a new invitation.</p>
            <p className="auth-footer-link">
              <Link to="/login">Go to sign in</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
