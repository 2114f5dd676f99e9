// spec §2 'Registration / trade application' (its route is not shown; /register, beside POST /register),
// linked from /login's 'Login/Register'.
import { Link } from 'react-router';
import type { Route } from './+types/register';
import { ApplicationForm } from '../features/applications/application-form.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export const meta: Route.MetaFunction = () => [
  { title: `Apply for a trade account | ${COMPANY.name}` },
  { name: 'description', content: `Apply for a ${COMPANY.name} trade account for your care home, hospital or catering team.` },
];

export const handle = breadcrumbHandle(() => [{ label: 'Login', to: '/login' }, { label: 'Apply for a trade account' }]);

export default function RegisterPage() {
  return (
    <div className="container auth-page">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <h1>Apply for a trade account</h1>
      <p className="auth-lead">
        Tell us about your organisation. We check each application and reply by e-mail; once your account is open you get a link to set your
        password. Already have an account? <Link to="/login">Sign in</Link>.
      </p>
      <ApplicationForm />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
