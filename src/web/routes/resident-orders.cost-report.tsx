// The cost report (issue #10): each resident's planned cost per week and month by location, with a
// CSV download; server-rendered. In the account area (routes.ts).
import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/resident-orders.cost-report';
import { formatCents } from '../../shared/money.ts';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { costReportCsvUrl, planningApi } from '../features/resident-planning/planning-api.ts';
import { CostReportTable } from '../features/resident-planning/cost-report-table.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const location = new URL(request.url).searchParams.get('location') ?? 'all';
  const planning = planningApi(api);
  const [report, all] = await Promise.all([orThrowResponse(planning.costReport(location)), orThrowResponse(planning.costReport('all'))]);
  return { report, location, locations: all.data.map((group) => group.location).filter((name) => name !== 'No location') };
}

export const meta: Route.MetaFunction = () => [{ title: `Resident Cost Report | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Resident Tracker', to: '/resident-orders' }, { label: 'Cost Report' }]);

export default function CostReportPage({ loaderData }: Route.ComponentProps) {
  const { report, location, locations } = loaderData;
  const [, setSearchParams] = useSearchParams();
  return (
    <div className="container planning-page">
      <h1>Resident Cost Report</h1>
      <p>
        The planned cost of each resident&apos;s products, excluding GST, from their schedules at today&apos;s prices: {formatCents(report.cost_per_week)} a
        week and {formatCents(report.cost_per_month)} a month (28 days) in all.
      </p>
      <nav className="planning-page__links" aria-label="Resident Tracker">
        <Link to="/resident-orders">Back to the Resident Tracker</Link>
        <a href={costReportCsvUrl(location)} download>
          Download CSV
        </a>
      </nav>
      <Form method="get" className="planning-form" aria-label="Cost report location">
        <div className="field">
          <label htmlFor="cost-report-location">Location</label>
          <select
            id="cost-report-location"
            name="location"
            value={location}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setSearchParams(next === 'all' ? {} : { location: next }, { replace: true, preventScrollReset: true });
            }}
          >
            <option value="all">All</option>
            <option value="none">None</option>
            {locations.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button button-secondary">
            Show
          </button>
        </noscript>
      </Form>
      <section className="card planning-section" aria-label="Cost per resident">
        <CostReportTable report={report} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
