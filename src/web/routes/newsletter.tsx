// The newsletter e-mails' links (issue #11 part 7): /newsletter/confirm/:token and /newsletter/unsubscribe/:token.
import type { Route } from './+types/newsletter';
import { NewsletterLink } from '../features/newsletter/newsletter-link.tsx';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { SIGN_IN_STYLES } from '../styles/stylesheets.ts';

const PAGES = {
  confirm: { title: 'Confirm your newsletter subscription', lead: `Confirm that you want the ${COMPANY.name} newsletter at this address.` },
  unsubscribe: { title: 'Unsubscribe from our newsletter', lead: 'Stop the newsletter at this address. You can subscribe again at any time.' },
} as const;

type Kind = keyof typeof PAGES;
const isKind = (value: string): value is Kind => value === 'confirm' || value === 'unsubscribe';

export function loader({ params }: Route.LoaderArgs): { kind: Kind } {
  if (!isKind(params.kind)) throw new Response('Not found', { status: 404 });
  return { kind: params.kind };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? PAGES[loaderData.kind].title : 'Newsletter'} | ${COMPANY.name}` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export const handle = breadcrumbHandle(() => [{ label: 'Newsletter' }]);

export default function NewsletterPage({ loaderData, params }: Route.ComponentProps) {
  const page = PAGES[loaderData.kind];
  return (
    <div className="container auth-page auth-page-narrow">
      <PageStylesheet sheet={SIGN_IN_STYLES} />
      <section className="card auth-card">
        <h1>{page.title}</h1>
        <p className="auth-lead">{page.lead}</p>
        <NewsletterLink token={params.token} kind={loaderData.kind} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
