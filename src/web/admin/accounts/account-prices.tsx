// An account's contract prices on its back-office page (issue #27 Part 3): its customer group and the price
// lists it gets (its own and its group's), each linked; shown to staff who may see prices.
import { Link } from 'react-router';
import type { CustomerGroupJson, PriceListSummaryJson } from '../../../shared/schemas/admin-pricing.ts';

export type AccountPrices = { group: CustomerGroupJson | null; lists: PriceListSummaryJson[] };

function validity(list: PriceListSummaryJson): string {
  if (!list.active) return 'inactive';
  if (list.in_force) return 'in force';
  return list.valid_from ? `from ${list.valid_from}` : 'not in force';
}

export function AccountPricesPanel({ prices }: { prices: AccountPrices }) {
  return (
    <section className="admin-panel" aria-labelledby="account-prices-heading">
      <h2 id="account-prices-heading">Prices</h2>
      <dl className="admin-details">
        <dt>Customer group</dt>
        <dd>{prices.group ? <Link to="/admin/customer-groups">{`${prices.group.name} (${prices.group.code})`}</Link> : 'None'}</dd>
        <dt>Price lists</dt>
        <dd>
          {prices.lists.length === 0 ? (
            'None: the list prices'
          ) : (
            <ul className="admin-plain-list">
              {prices.lists.map((list) => (
                <li key={list.id}>
                  <Link to={`/admin/price-lists/${list.id}`}>{`${list.name} (${list.code})`}</Link>, {validity(list)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}
