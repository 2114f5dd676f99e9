// The order list's filters (issue #17 Part 6): a GET form, so the filters live in the address. Searching
// starts again at page 1 and keeps the sort.
import { Form, Link } from 'react-router';
import type { OrderListParams } from './orders-api.ts';
import { FilterField } from '../list-parts.tsx';
import { FULFILMENT_LABELS, FULFILMENT_STATUS_ORDER } from './order-words.ts';
import { ORDER_LIST_PATH } from './order-list-params.ts';

export function OrderFilters({ params }: { params: OrderListParams }) {
  const field = (name: keyof OrderListParams, label: string, type = 'search', hint?: string) => (
    <FilterField id={`orders-${name}`} name={name} label={label} value={params[name] ?? ''} type={type} hint={hint} />
  );
  return (
    <Form method="get" action={ORDER_LIST_PATH} className="admin-form admin-panel" role="search" aria-label="Find orders">
      <div className="admin-field">
        <label htmlFor="orders-status">Status</label>
        <select id="orders-status" name="status" defaultValue={params.status ?? ''}>
          <option value="">Any</option>
          {FULFILMENT_STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {FULFILMENT_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {field('account_number', 'Account number')}
      {field('q', 'Words', 'search', "Order or PO number, SKU, product words or their beginnings; part of a buyer's e-mail or account name")}
      {field('date_from', 'From', 'date')}
      {field('date_to', 'To', 'date')}
      {field('delivery_date', 'Delivers on', 'date')}
      {field('zone', 'Zone', 'search', 'A delivery zone’s name, as on the order')}
      {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
      <button type="submit" className="button button-primary">
        Search
      </button>
      <Link to={ORDER_LIST_PATH}>Clear</Link>
    </Form>
  );
}
