// The link e-mailed to a new sign-in address (issue #16 item 23): /email/confirm/:token. Works signed in
// or not (the link may be opened on another device); the change is made by the button, not by opening.
import type { Route } from './+types/email-confirm';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { EmailConfirmButton } from '../features/my-account/email-confirm-button.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your new email address | ${COMPANY.name}` },
  // The token is a secret: keep the page out of search engines and referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export const handle = breadcrumbHandle(() => [{ label: 'Confirm your new email address' }]);

export default function EmailConfirmPage({ params }: Route.ComponentProps) {
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <section className="card auth-card">
        <h1>Confirm your new email address</h1>
        <p className="auth-lead">From now on, sign in to {COMPANY.name} with the address this link was sent to. Your password stays the same; any other device you are signed in on is signed out.</p>
        <EmailConfirmButton token={params.token} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
