// spec §2 /resident-orders/print/{residentId}: a print view opened in a new tab, outside the storefront
// shell (no header, menus or footer) with its own A4 stylesheet. 0 prints the usage summary for
// ?days=&location=; any other id one of the account's residents (another account's is a 404). Guests
// are sent to /login by the same guard as the account area.
import { data } from 'react-router';
import type { Route } from './+types/resident-orders.print';
import { requireSignedIn } from '../features/auth/require-signed-in.ts';
import { RouteError } from '../components/route-error.tsx';
import { COMPANY } from '../lib/site-links.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { isIdText } from '../../shared/id-range.ts';
import { PageStylesheet } from '../styles/page-stylesheet.tsx';
import { RESIDENT_PRINT_STYLES } from '../styles/stylesheets.ts';
import { locationFrom, usageDaysFrom } from '../features/residents/resident-params.ts';
import { ResidentPrintView } from '../features/residents/resident-print-view.tsx';
import { residentsApi } from '../features/residents/residents-api.ts';
import { UsagePrintView } from '../features/residents/usage-print-view.tsx';

export const middleware: Route.MiddlewareFunction[] = [requireSignedIn];

// The store's time zone, so the date printed is the facility's date whoever renders it.
const printedDate = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' });

const notFound = () => data({ message: 'Not found.' }, { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api, session } = context.get(requestContext);
  // 0 is the usage summary (spec §2); any other address no id can have is no resident of ours.
  if (params.residentId !== '0' && !isIdText(params.residentId)) throw notFound();
  const residentId = Number(params.residentId);
  const residents = residentsApi(api);
  const facility = (await orThrowResponse(session())).account?.name ?? '';
  const printedOn = printedDate.format(new Date());
  if (residentId === 0) {
    const search = new URL(request.url).searchParams;
    const usage = await orThrowResponse(residents.usage({ days: usageDaysFrom(search.get('days')), location: locationFrom(search.get('location')) }));
    return { kind: 'summary' as const, facility, printedOn, usage };
  }
  // Another account's resident is a 404 from the API.
  const resident = (await orThrowResponse(residents.get(residentId))).data;
  return { kind: 'resident' as const, facility, printedOn, resident };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const what = !loaderData ? 'Print' : loaderData.kind === 'resident' ? `${loaderData.resident.display_name}: resident report` : 'Resident usage summary';
  return [{ title: `${what} | ${COMPANY.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function ResidentPrintPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageStylesheet sheet={RESIDENT_PRINT_STYLES} />
      <main id="main" className="print-page">
        {loaderData.kind === 'resident' ? (
          <ResidentPrintView facility={loaderData.facility} printedOn={loaderData.printedOn} resident={loaderData.resident} />
        ) : (
          <UsagePrintView facility={loaderData.facility} printedOn={loaderData.printedOn} usage={loaderData.usage} />
        )}
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <PageStylesheet sheet={RESIDENT_PRINT_STYLES} />
      <main id="main">
        <RouteError />
      </main>
    </>
  );
}
