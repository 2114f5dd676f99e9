// One resident's print (spec §2 'Print Report'): name, room and location, each order time's products with
// the quantity a day, and the planned cost per day, week (× 7) and month (× 28), for A4 paper.
import { formatCents } from '../../../shared/money.ts';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { savedLineCostPerDayCents } from './resident-drafts.ts';
import { PrintHeader } from './print-header.tsx';

type Props = { facility: string; printedOn: string; resident: ResidentJson };

export function ResidentPrintView({ facility, printedOn, resident }: Props) {
  const scheduled = resident.order_times.filter((time) => time.products.length > 0);
  const empty = resident.order_times.filter((time) => time.products.length === 0);
  return (
    <>
      <PrintHeader facility={facility} title={`Resident report: ${resident.display_name}`} printedOn={printedOn} period="Daily use; a week is 7 days, a month 28 days">
        <div>
          <dt>Room</dt>
          <dd>{resident.room || '—'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{resident.location || 'None'}</dd>
        </div>
      </PrintHeader>
      {scheduled.map((time) => (
        <section key={time.id} className="print-section" aria-labelledby={`time-${time.id}`}>
          <h2 id={`time-${time.id}`}>{time.title}</h2>
          <table className="print-table print-table--lines">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col" className="print-table__number">Qty per day</th>
                <th scope="col" className="print-table__number">Cost per day</th>
              </tr>
            </thead>
            <tbody>
              {time.products.map((line) => (
                <tr key={line.id}>
                  <td>{line.available ? line.title : `${line.title} (no longer sold)`}</td>
                  <td>{line.product?.sku ?? '—'}</td>
                  <td className="print-table__number">{line.qty}</td>
                  <td className="print-table__number">{formatCents(savedLineCostPerDayCents(line))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {scheduled.length === 0 ? <p className="print-section">No products are saved for this resident.</p> : null}
      {empty.length > 0 && scheduled.length > 0 ? (
        <p className="print-section print-muted">{`Nothing scheduled at: ${empty.map((time) => time.title).join(', ')}.`}</p>
      ) : null}
      <section className="print-section print-costs" aria-labelledby="print-costs">
        <h2 id="print-costs">Planned cost (excl. GST)</h2>
        <dl>
          <div>
            <dt>Per day</dt>
            <dd>{formatCents(resident.cost_per_day)}</dd>
          </div>
          <div>
            <dt>Per week</dt>
            <dd>{formatCents(resident.cost_per_week)}</dd>
          </div>
          <div>
            <dt>Per month</dt>
            <dd>{formatCents(resident.cost_per_month)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
