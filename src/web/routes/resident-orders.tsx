// spec §2 /resident-orders: the Resident Tracker, server-rendered with the residents (without their
// lines: rows start closed and load a resident's lines when opened) and the category tree for the product
// lines; the usage summary below them is loaded by the browser (issue #16 item 19: page weight). In the
// account area (routes.ts), whose guard sends guests to /login.
import { Link } from 'react-router';
import type { Route } from './+types/resident-orders';
import { breadcrumbHandle } from '../features/layout/breadcrumbs.tsx';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { flattenCategories } from '../features/residents/category-options.ts';
import { ResidentCatalogueProvider } from '../features/residents/resident-catalogue.tsx';
import { residentFilters } from '../features/residents/resident-params.ts';
import { ResidentTracker } from '../features/residents/resident-tracker.tsx';
import { residentsApi, toListedResident } from '../features/residents/residents-api.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const filters = residentFilters(new URL(request.url).searchParams);
  const residents = residentsApi(api);
  const [list, categories] = await Promise.all([
    orThrowResponse(residents.list({ keyword: filters.keyword, location: filters.location, sort_order: filters.sort, lines: 'none' })),
    // Not worth failing the page for: without it the category selectors offer nothing to choose.
    api.catalogue.categories().then(
      (answer) => flattenCategories(answer.data),
      (error: unknown) => {
        console.error('resident tracker loader: could not load the categories', error);
        return [];
      },
    ),
  ]);
  return { residents: list.data.map(toListedResident), locations: list.locations, namesHidden: list.names_hidden, categories, filters };
}

export const meta: Route.MetaFunction = () => [{ title: `Resident Tracker | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = breadcrumbHandle(() => [{ label: 'Resident Tracker' }]);

export default function ResidentOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container resident-tracker">
      <h1>Resident Tracker</h1>
      <p className="resident-tracker__intro">
        Plan what each resident uses at each order time, see what it costs, and order the shortfall in whole packets. Residents are shared by everyone on your account.
      </p>
      <nav className="resident-tracker__links" aria-label="Resident Tracker">
        <Link to="/resident-orders/cost-report">Cost report</Link>
        <Link to="/resident-orders/settings">Settings: standing order, order times, privacy</Link>
      </nav>
      <ResidentCatalogueProvider categories={loaderData.categories}>
        <ResidentTracker data={loaderData} />
      </ResidentCatalogueProvider>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
