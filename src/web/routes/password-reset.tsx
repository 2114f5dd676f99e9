// spec §2 /password/reset: 'Forgot your password'.
import { Link } from 'react-router';
import type { Route } from './+types/password-reset';
import { PasswordResetRequestForm } from '../features/auth/password-reset-request-form.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export const meta: Route.MetaFunction = () => [{ title: `Forgot your password | ${COMPANY.name}` }];

export const handle = breadcrumbHandle(() => [{ label: 'Login', to: '/login' }, { label: 'Forgot your password' }]);

export default function PasswordResetPage() {
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <section className="card auth-card">
        <h1>Forgot your password?</h1>
        <p className="auth-lead">
          Enter the email address you sign in with and we'll send you a link to choose a new password.
        </p>
        <PasswordResetRequestForm />
        <p className="auth-footer-link">
          <Link to="/login">Back to Sign In</Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
