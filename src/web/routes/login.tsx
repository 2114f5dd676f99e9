// spec §2 /login: opening it closes any open popup; header links Return Home, Login/Register,
// Sign In; the sign-in form; a short note on applying for a trade account.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '../features/auth/login-form.tsx';
import { useAppState } from '../features/layout/app-state.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../features/layout/route-error.tsx';
import { COMPANY } from '../features/layout/site-links.ts';

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${COMPANY.name}` },
  { name: 'description', content: `Sign in to your ${COMPANY.name} trade account to see prices and order.` },
];

export const handle = breadcrumbHandle(() => [{ label: 'Login' }]);

export default function LoginPage() {
  const { closePopup } = useAppState();
  // spec §2: opening the login page closes any open popup (run once, on arrival).
  useEffect(() => closePopup(), []);

  return (
    <div className="container auth-page">
      <nav aria-label="Account" className="auth-links">
        <ul>
          <li>
            <Link to="/">Return Home</Link>
          </li>
          <li>
            <Link to="/login" aria-current="page">
              Login/Register
            </Link>
          </li>
          <li>
            <a href="#sign-in">Sign In</a>
          </li>
        </ul>
      </nav>
      <h1>Login or register</h1>
      <div className="auth-columns">
        <section className="card auth-card" aria-labelledby="sign-in">
          <h2 id="sign-in">Sign In</h2>
          <p className="auth-lead">Sign in to see your account pricing and order online.</p>
          <LoginForm />
        </section>
        <section className="card auth-card auth-apply" aria-labelledby="apply">
          <h2 id="apply">Apply for a trade account</h2>
          <p>
            Care homes, hospitals, disability providers and catering buyers can apply for a {COMPANY.name} trade
            account. Account customers see their contract prices, buy on account with monthly invoicing, keep
            fast-order lists and track resident usage.
          </p>
          <ul className="tick-list">
            <li>Contract pricing across 2,000+ care products</li>
            <li>Monthly invoicing on approved credit</li>
            <li>Same-day dispatch on orders placed before 1pm</li>
          </ul>
          <p>
            Online applications open soon. Until then, call us on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or{' '}
            <Link to="/contact-us">contact our team</Link> and we'll set up your account.
          </p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
