// 'View as customer' (issue #30 Part 4): on every storefront page while staff view the store as an
// account, a banner says whose store this is, that it is read-only, when it ends, and offers End view,
// a plain form (it works before scripts load), back to the account's page in the back office.
import { STORE_TIME_ZONE } from '../../../shared/store-time-zone.ts';
import type { RootViewAs } from '../../lib/root-data.ts';

const timeFormat = new Intl.DateTimeFormat('en-NZ', { hour: 'numeric', minute: '2-digit', timeZone: STORE_TIME_ZONE });

export function ViewAsBanner({ viewAs, csrfToken }: { viewAs: RootViewAs; csrfToken: string }) {
  return (
    <section className="view-as-banner" aria-label="Viewing as a customer">
      <p>
        Viewing as <strong>{viewAs.accountName}</strong> (read-only) — ends at <time dateTime={viewAs.endsAt}>{timeFormat.format(new Date(viewAs.endsAt))}</time>
      </p>
      <form method="post" action="/api/view-as/end">
        <input type="hidden" name="_token" value={csrfToken} />
        <button type="submit" className="view-as-banner__end">
          End view
        </button>
      </form>
    </section>
  );
}
