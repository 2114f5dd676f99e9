// spec §2 /login: opening it closes any open popup; header links Return Home, Login/Register,
// Sign In; the sign-in form; a short note on applying for a trade account. A viewer already signed
// in is told as whom instead, with the ways on (issue #16 item 13).
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '../features/auth/login-form.tsx';
import { SignedInNotice, type SignedInViewerSummary } from '../features/auth/signed-in-notice.tsx';
import { useAppState } from '../lib/app-state.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${COMPANY.name}` },
  { name: 'description', content: `Sign in to your ${COMPANY.name} trade account to see prices and order.` },
];

export const handle = breadcrumbHandle(() => [{ label: 'Login' }]);

export async function loader({ context }: Route.LoaderArgs): Promise<{ signedIn: SignedInViewerSummary | null }> {
  const current = await orThrowResponse(context.get(requestContext).session());
  if (!current.user || !current.account) return { signedIn: null };
  return { signedIn: { email: current.user.email, accountNumber: current.account.account_number, accountName: current.account.name } };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { closePopup } = useAppState();
  // spec §2: opening the login page closes any open popup (run once, on arrival).
  useEffect(() => closePopup(), []);

  if (loaderData.signedIn) {
    return (
      <div className="container auth-page">
        <PageStylesheet sheet={SIGN_IN_STYLES} />
        <SignedInNotice viewer={loaderData.signedIn} />
      </div>
    );
  }
  return (
    <div className="container auth-page">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
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
            account. Account customers see prices, order online and can look back over their orders.
          </p>
          <ul className="tick-list">
            <li>Prices on every product in the shop once you sign in</li>
            <li>Pay on account (for approved accounts) or by card</li>
            <li>Your order history, with any past order added to the cart again in one step</li>
          </ul>
          <p>
            <Link className="button button-primary" to="/register">
              Apply for a trade account
            </Link>
          </p>
          <p>
            Questions first? Call us on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or <Link to="/contact-us">contact our team</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
