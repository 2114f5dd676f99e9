// A packing slip (issue #17 Part 3): who the box goes to and what is in it, no prices; printed on A4
// (admin.css hides the back office's bar and this page's buttons in print).
import type { PackingSlipJson } from '../../../shared/schemas/staff-orders.ts';
import { AddressBlock } from '../../features/addresses/address-block.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { FactRows, carrierText } from './fact-rows.tsx';

export function PackingSlip({ slip }: { slip: PackingSlipJson }) {
  const facts: [string, string][] = [
    ['Order date', formatAdminTime(slip.created_at)],
    ['Account', `${slip.account_number} ${slip.account_name}`],
    ['Placed by', slip.placed_by],
    ['Purchase order', slip.purchase_order_no || '—'],
  ];
  if (slip.carrier) facts.push(['Carrier', carrierText(slip.carrier, slip.tracking_ref)]);
  return (
    <article className="admin-slip" aria-labelledby="packing-slip-heading">
      <h1 id="packing-slip-heading">{`Packing slip: order ${slip.order_number}`}</h1>
      <div className="admin-slip-top">
        <div className="admin-address">
          <h2>Deliver to</h2>
          <AddressBlock info={slip.shipping_info} place={slip.shipping_place} />
        </div>
        <dl className="admin-facts">
          <FactRows facts={facts} />
        </dl>
      </div>
      {slip.notes ? (
        <>
          <h2>Delivery notes</h2>
          <p className="admin-notes">{slip.notes}</p>
        </>
      ) : null}
      <table className="admin-table">
        <caption>Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col" className="admin-number">
              Quantity
            </th>
            <th scope="col">Packed</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line, index) => (
            <tr key={`${line.sku}-${index}`}>
              <td>{line.sku}</td>
              <td>{line.title}</td>
              <td className="admin-number">{line.qty}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
