// A colleague's invitation link (issue #11 part 4; issue #16 item 23): the account and the role, then
// the invitee accepts. Signed in, they accept as themselves; not signed in, they sign in here, or, when
// the invited address has no sign-in yet, set a name and password. Nobody joins before accepting.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/invitation';
import { ROLE_LABELS } from '../../shared/account-roles.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { myAccountApi } from '../features/my-account/my-account-api.ts';
import { AcceptAsSignedIn, InvitationSignIn } from '../features/my-account/invitation-accept.tsx';
import { InvitationForm } from '../features/my-account/invitation-form.tsx';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { ACCOUNT_STYLES, SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, session } = context.get(requestContext);
  const signedIn = await orThrowResponse(session());
  const signedInAs = signedIn.is_logged_in ? (signedIn.user?.email ?? null) : null;
  try {
    const answer = await myAccountApi(api).invitation(params.token);
    return { invitation: answer.data, signedInAs };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return { invitation: null, signedInAs };
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
  const { invitation, signedInAs } = loaderData;
  // Someone whose sign-in uses another address may sign in instead of setting a password.
  const [wantsSignIn, setWantsSignIn] = useState(false);
  if (!invitation) {
    return (
      <Shell>
        <h1>This invitation link is invalid or has expired</h1>
        <p className="auth-lead">It may have been used already, or replaced by a newer one. Ask a manager of the account to send you a new invitation.</p>
        <p className="auth-footer-link">
          <Link to="/login">Go to sign in</Link>
        </p>
      </Shell>
    );
  }
  const showSignIn = !signedInAs && (invitation.has_login || wantsSignIn);
  return (
    <Shell>
      <h1>Join account #{invitation.account_number}</h1>
      <p className="auth-lead">You are invited to order at {COMPANY.name} for this trade account. Nothing happens until you accept.</p>
      <dl className="invitation-facts">
        <div>
          <dt>Account</dt>
          <dd>
            #{invitation.account_number} · {invitation.account_name}
          </dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd>{ROLE_LABELS[invitation.role]}</dd>
        </div>
        <div>
          <dt>Link valid until</dt>
          <dd>{invitation.expires_at.slice(0, 10)}</dd>
        </div>
      </dl>
      {signedInAs ? <AcceptAsSignedIn token={params.token} signedInAs={signedInAs} invitedEmail={invitation.email} /> : null}
      {showSignIn ? <InvitationSignIn email={invitation.has_login ? invitation.email : ''} /> : null}
      {!signedInAs && !showSignIn ? (
        <>
          <InvitationForm token={params.token} email={invitation.email} names={{ first_name: invitation.first_name, last_name: invitation.last_name }} />
          <p className="auth-footer-link">
            <button type="button" className="link-button" onClick={() => setWantsSignIn(true)}>
              I already sign in at {COMPANY.name} with another email
            </button>
          </p>
        </>
      ) : null}
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <PageStylesheet sheet={ACCOUNT_STYLES} />
      <section className="card auth-card">{children}</section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
