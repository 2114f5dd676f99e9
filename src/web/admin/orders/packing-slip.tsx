// A packing slip (issue #17 Part 3): who the box goes to and what is in it, no prices; printed on A4
// (admin.css hides the back office's bar and this page's buttons in print).
import type { PackingSlipJson } from '../../../shared/schemas/staff-orders.ts';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { AddressBlock } from '../../features/addresses/address-block.tsx';
import { formatAdminTime } from '../admin-format.ts';
import { FactRows, carrierText } from './fact-rows.tsx';

/** `headingLevel` 2 when several slips share one page under its own heading (issue #29). */
export function PackingSlip({ slip, headingLevel = 1 }: { slip: PackingSlipJson; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const facts: [string, string][] = [
    ['Order date', formatAdminTime(slip.created_at)],
    ...(slip.delivery_date ? [['Delivery date', `${deliveryDayWords(slip.delivery_date)}${slip.delivery_zone ? ` · ${slip.delivery_zone}` : ''}`] as [string, string]] : []),
    ['Account', `${slip.account_number} ${slip.account_name}`],
    ['Placed by', slip.placed_by],
    ['Purchase order', slip.purchase_order_no || '—'],
  ];
  if (slip.carrier) facts.push(['Carrier', carrierText(slip.carrier, slip.tracking_ref)]);
  return (
    <article className="admin-slip" aria-labelledby={`packing-slip-heading-${slip.id}`}>
      <Title id={`packing-slip-heading-${slip.id}`}>{`Packing slip: order ${slip.order_number}`}</Title>
      <div className="admin-slip-top">
        <div className="admin-address">
          <Sub>Deliver to</Sub>
          <AddressBlock info={slip.shipping_info} place={slip.shipping_place} />
        </div>
        <dl className="admin-facts">
          <FactRows facts={facts} />
        </dl>
      </div>
      {slip.notes ? (
        <>
          <Sub>Delivery notes</Sub>
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
