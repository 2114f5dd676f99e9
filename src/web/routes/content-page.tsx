// The footer's information pages (spec §2 'Footer pages'); the text lives in content-pages.ts.
// routes.ts maps exactly these paths here, so no loader is needed (and no data request on click).
import { useLocation } from 'react-router';
import type { Route } from './+types/content-page';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { CONTENT_PAGES, type ContentPage } from '../features/layout/content-pages.ts';
import { NotFoundView, RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';

function pageFor(pathname: string): ContentPage | undefined {
  return CONTENT_PAGES[pathname.replace(/^\/+|\/+$/g, '')];
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = pageFor(location.pathname);
  return page
    ? [{ title: `${page.title} | ${COMPANY.name}` }, { name: 'description', content: page.description }]
    : [{ title: `Page not found | ${COMPANY.name}` }];
};

export const handle = breadcrumbHandle((_data, match) => {
  const page = pageFor(match.pathname);
  return page ? [{ label: page.title }] : [];
});

export default function ContentPageRoute() {
  const page = pageFor(useLocation().pathname);
  if (!page) return <NotFoundView />;
  return (
    <article className="container content-page">
      <h1>{page.title}</h1>
      <p className="content-intro">{page.intro}</p>
      {page.sections.map((section, index) => (
        <section key={section.heading} id={section.id} aria-labelledby={`section-${index}`}>
          <h2 id={`section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
