// The GST report (issue #30 Part 5): on the invoice basis of an NZ GST return, the tax invoices issued in
// the period less the credit notes issued in it, and its CSV.
import type { GstReportJson } from '../../../shared/schemas/reports.ts';
import { formatCents } from '../../../shared/money.ts';
import { TableScroll } from '../list-parts.tsx';
import { gstCsvHref } from './reports-api.ts';
import { periodWords } from './reports-words.ts';

const NUMBER = 'admin-number';

export function GstTable({ report }: { report: GstReportJson }) {
  const period = periodWords(report.period);
  const { sales, credits, net } = report;
  return (
    <section className="admin-panel" aria-labelledby="reports-gst-heading">
      <h2 id="reports-gst-heading">GST</h2>
      <p className="admin-muted">
        Tax invoices issued in the period (an order on account is invoiced when it is dispatched, a card order when it is paid), less the credit notes issued in it.
      </p>
      <p>
        <a href={gstCsvHref(report.period)}>
          Download CSV<span className="visually-hidden">{` of GST, ${period}`}</span>
        </a>
      </p>
      <TableScroll label="GST">
        <table className="admin-table reports-table">
          <caption>{`GST, ${period}`}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" className={NUMBER}>Documents</th>
              <th scope="col" className={NUMBER}>Excl. GST</th>
              <th scope="col" className={NUMBER}>GST</th>
              <th scope="col" className={NUMBER}>Incl. GST</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Sales: tax invoices issued</th>
              <td className={NUMBER}>{sales.count.toLocaleString('en-NZ')}</td>
              <td className={NUMBER}>{formatCents(sales.excl_gst)}</td>
              <td className={NUMBER}>{formatCents(sales.gst)}</td>
              <td className={NUMBER}>{formatCents(sales.incl_gst)}</td>
            </tr>
            <tr>
              <th scope="row">Credits: credit notes issued</th>
              <td className={NUMBER}>{credits.count.toLocaleString('en-NZ')}</td>
              <td className={NUMBER}>{formatCents(-credits.excl_gst)}</td>
              <td className={NUMBER}>{formatCents(-credits.gst)}</td>
              <td className={NUMBER}>{formatCents(-credits.incl_gst)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Net</th>
              <td className={NUMBER} />
              <td className={NUMBER}>{formatCents(net.excl_gst)}</td>
              <td className={NUMBER}>{formatCents(net.gst)}</td>
              <td className={NUMBER}>{formatCents(net.incl_gst)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}
