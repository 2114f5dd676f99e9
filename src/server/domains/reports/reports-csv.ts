// The reports as CSV for the accountant's spreadsheet (issue #30 Part 5): the screen's table, one row a
// group and a totals row, amounts as plain decimal dollars ('1234.50') a spreadsheet reads as numbers.
import { csvRow } from '../../../shared/csv-cell.ts';
import type { SalesFigures } from './reports.repo.ts';
import type { GstReport, SalesReport } from './reports.service.ts';

/** Cents as decimal dollars ('-12.05'), by whole-number maths. */
export function dollars(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export const SALES_CSV_HEADER = ['group', 'name', 'orders', 'units', 'goods_excl_gst', 'freight_excl_gst', 'sales_excl_gst', 'gst', 'sales_incl_gst'] as const;

const figureCells = (figures: SalesFigures) => {
  const excl = figures.goodsCents + figures.freightCents;
  return [String(figures.orders), String(figures.units), dollars(figures.goodsCents), dollars(figures.freightCents), dollars(excl), dollars(figures.gstCents), dollars(excl + figures.gstCents)];
};

export function salesReportCsv(report: SalesReport): string {
  const lines = [csvRow(SALES_CSV_HEADER), ...report.rows.map((row) => csvRow([row.key, row.label, ...figureCells(row)]))];
  lines.push(csvRow(['total', `${report.period.dateFrom} to ${report.period.dateTo}`, ...figureCells(report.totals)]));
  return lines.join('');
}

export const GST_CSV_HEADER = ['line', 'documents', 'excl_gst', 'gst', 'incl_gst'] as const;

export function gstReportCsv(report: GstReport): string {
  const { invoices, creditNotes } = report;
  return [
    csvRow(GST_CSV_HEADER),
    csvRow(['Tax invoices issued', String(invoices.count), dollars(invoices.exclCents), dollars(invoices.gstCents), dollars(invoices.inclCents)]),
    csvRow(['Credit notes issued', String(creditNotes.count), dollars(-creditNotes.exclCents), dollars(-creditNotes.gstCents), dollars(-creditNotes.inclCents)]),
    csvRow([
      `Net, ${report.period.dateFrom} to ${report.period.dateTo}`,
      '',
      dollars(invoices.exclCents - creditNotes.exclCents),
      dollars(invoices.gstCents - creditNotes.gstCents),
      dollars(invoices.inclCents - creditNotes.inclCents),
    ]),
  ].join('');
}
