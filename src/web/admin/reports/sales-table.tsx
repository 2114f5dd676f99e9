// The sales report's table (issue #30 Part 5): a row a group and the totals below, in the box every
// back-office table scrolls in, and its CSV.
import type { SalesReportJson, SalesReportTotalsJson } from '../../../shared/schemas/reports.ts';
import { formatCents } from '../../../shared/money.ts';
import { TableScroll } from '../list-parts.tsx';
import { salesCsvHref } from './reports-api.ts';
import { GROUP_LABELS, periodWords, showsKey } from './reports-words.ts';

const NUMBER = 'admin-number';
const count = (value: number) => value.toLocaleString('en-NZ');

function FigureCells({ figures }: { figures: SalesReportTotalsJson }) {
  return (
    <>
      <td className={NUMBER}>{count(figures.orders)}</td>
      <td className={NUMBER}>{count(figures.units)}</td>
      <td className={NUMBER}>{formatCents(figures.goods_excl_gst)}</td>
      <td className={NUMBER}>{formatCents(figures.freight_excl_gst)}</td>
      <td className={NUMBER}>{formatCents(figures.sales_excl_gst)}</td>
      <td className={NUMBER}>{formatCents(figures.gst)}</td>
      <td className={NUMBER}>{formatCents(figures.sales_incl_gst)}</td>
    </>
  );
}

export function SalesTable({ report }: { report: SalesReportJson }) {
  const group = GROUP_LABELS[report.group_by];
  const period = periodWords(report.period);
  const title = `Sales by ${group.toLowerCase()}`;
  return (
    <section className="admin-panel" aria-labelledby="reports-sales-heading">
      <h2 id="reports-sales-heading">{title}</h2>
      <p className="admin-muted">
        Placed orders that were not cancelled or refunded, by the New Zealand day they were placed. Amounts excl. GST unless marked.
        {['product', 'category'].includes(report.group_by) ? ' Freight is a row of its own; GST is each row’s goods at their orders’ rate.' : ''}
      </p>
      <p>
        <a href={salesCsvHref({ group_by: report.group_by, ...report.period })}>
          Download CSV<span className="visually-hidden">{` of ${title.toLowerCase()}, ${period}`}</span>
        </a>
      </p>
      {report.rows.length === 0 ? (
        <p>{`No sales from ${period}.`}</p>
      ) : (
        <TableScroll label={title}>
          <table className="admin-table reports-table">
            <caption>{`${title}, ${period}`}</caption>
            <thead>
              <tr>
                <th scope="col">{group}</th>
                <th scope="col" className={NUMBER}>Orders</th>
                <th scope="col" className={NUMBER}>Units</th>
                <th scope="col" className={NUMBER}>Goods</th>
                <th scope="col" className={NUMBER}>Freight</th>
                <th scope="col" className={NUMBER}>Sales excl. GST</th>
                <th scope="col" className={NUMBER}>GST</th>
                <th scope="col" className={NUMBER}>Sales incl. GST</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row, index) => (
                <tr key={`${index}-${row.key}`}>
                  <th scope="row">
                    {row.label}
                    {showsKey(report.group_by, row.key) ? <span className="admin-muted reports-key"> {row.key}</span> : null}
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <FigureCells figures={report.totals} />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
