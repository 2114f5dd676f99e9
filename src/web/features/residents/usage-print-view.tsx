// The usage summary's print (spec §2: the print view of resident 0): for the period and location asked,
// every product the residents use with Usage, Rounded to packet, Packet Qty, Stock, To Order and Total
// Cost, and the total, for A4 paper.
import { formatCents } from '../../../shared/money.ts';
import type { ResidentUsageResponse } from '../../../shared/schemas/residents.ts';
import { PackPrice } from '../../components/ui/pack-price.tsx';
import { PrintHeader } from './print-header.tsx';
import { locationText, periodText, summaryHeading } from './resident-params.ts';

type Props = { facility: string; printedOn: string; usage: ResidentUsageResponse };

export function UsagePrintView({ facility, printedOn, usage }: Props) {
  return (
    <>
      <PrintHeader facility={facility} title={summaryHeading(usage.location)} printedOn={printedOn} period={`${periodText(usage.days)} (${usage.days} days)`}>
        <div>
          <dt>Location</dt>
          <dd>{locationText(usage.location)}</dd>
        </div>
      </PrintHeader>
      {usage.data.length === 0 ? (
        <p className="print-section">No saved products for these residents.</p>
      ) : (
        <table className="print-table print-section">
          <thead>
            <tr>
              <th scope="col">Products</th>
              <th scope="col" className="print-table__number">Usage</th>
              <th scope="col" className="print-table__number">Rounded to packet</th>
              <th scope="col" className="print-table__number">Packet Qty</th>
              <th scope="col" className="print-table__number">Stock</th>
              <th scope="col" className="print-table__number">To Order</th>
              <th scope="col" className="print-table__number">Total Cost</th>
            </tr>
          </thead>
          <tbody>
            {usage.data.map((line) => (
              <tr key={line.product.id}>
                <td>
                  {line.product.title}
                  <span className="print-muted print-block">{`SKU ${line.product.sku} · ${formatCents(line.product.price)} a packet`}</span>
                  <PackPrice packSize={line.product.pack_size} priceCents={line.product.price} />
                </td>
                <td className="print-table__number">{line.usage}</td>
                <td className="print-table__number">{line.packets}</td>
                <td className="print-table__number">{line.pack_size}</td>
                <td className="print-table__number">{line.on_hand}</td>
                <td className="print-table__number">{line.to_order}</td>
                <td className="print-table__number">{formatCents(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={6}>
                Total (excl. GST)
              </th>
              <td className="print-table__number">{formatCents(usage.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </>
  );
}
