// Quick order (issue #9): order by SKU or name, by pasting lines or uploading a spreadsheet. In the
// account area (routes.ts), whose guard sends guests to /login; no loader data: the page starts empty.
import type { Route } from './+types/quick-order';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { QuickOrderPage } from '../features/quick-order/quick-order-page.tsx';

export const meta: Route.MetaFunction = () => [{ title: `Quick Order | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Quick Order' }]);

export default function QuickOrderRoute() {
  return (
    <div className="container quick-order-page">
      <h1>Quick Order</h1>
      <p className="quick-order-page__intro">Order by SKU or product name: type them, paste lines from a spreadsheet, or upload the file. Check the matches, fix any line, then add them all to your cart.</p>
      <QuickOrderPage />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
