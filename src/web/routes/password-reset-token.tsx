// spec §2 password reset, reached from the link in the reset e-mail.
import { Link } from 'react-router';
import type { Route } from './+types/password-reset-token';
import { PasswordResetForm } from '../features/auth/password-reset-form.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export const meta: Route.MetaFunction = () => [
  { title: `Reset your password | ${COMPANY.name}` },
  // The token is a secret: keep the page out of search engines and referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export const handle = breadcrumbHandle(() => [{ label: 'Login', to: '/login' }, { label: 'Reset your password' }]);

export default function PasswordResetTokenPage({ params }: Route.ComponentProps) {
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <section className="card auth-card">
        <h1>Reset your password</h1>
        <p className="auth-lead">Choose a new password for your account.</p>
        <PasswordResetForm token={params.token} />
        <p className="auth-footer-link">
          <Link to="/password/reset">Request a new link</Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
