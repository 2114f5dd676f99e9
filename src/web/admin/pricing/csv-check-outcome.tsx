// What a checked CSV of entries would do (issue #27 Part 3): the counts of its rows and changes, every
// problem by line and column, every warning (a price above the list price), and 'Apply N entries',
// which a file with problems cannot use.
import type { PriceListCsvCheckJson } from '../../../shared/schemas/admin-pricing.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

type Problem = PriceListCsvCheckJson['problems'][number];
type Warning = PriceListCsvCheckJson['warnings'][number];

const COLUMN_NAMES: Record<Problem['field'], string> = { sku: 'sku', price: 'price', min_qty: 'min_qty', file: 'the file' };

const PROBLEM_COLUMNS: ListColumn<Problem>[] = [
  { heading: 'Line', className: 'admin-number', cell: (problem) => problem.line },
  { heading: 'Column', cell: (problem) => COLUMN_NAMES[problem.field] },
  { heading: 'Problem', cell: (problem) => problem.message },
];
const WARNING_COLUMNS: ListColumn<Warning>[] = [
  { heading: 'Line', className: 'admin-number', cell: (warning) => warning.line },
  { heading: 'Warning', cell: (warning) => warning.message },
];

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-NZ')} ${count === 1 ? one : many}`;

export function CsvCheckOutcome({ checked, isBusy, onApply }: { checked: PriceListCsvCheckJson; isBusy: boolean; onApply: () => void }) {
  const { summary, problems, warnings, entries } = checked;
  const hasProblems = problems.length > 0;
  return (
    <section className="admin-stack" aria-labelledby="csv-outcome-heading">
      <h3 id="csv-outcome-heading" className="admin-form-title">
        The file, checked
      </h3>
      <p>
        {plural(summary.rows, 'row', 'rows')}: {summary.added.toLocaleString('en-NZ')} added, {summary.repriced.toLocaleString('en-NZ')} repriced, {summary.removed.toLocaleString('en-NZ')} removed,{' '}
        {summary.unchanged.toLocaleString('en-NZ')} unchanged.
      </p>
      {hasProblems ? (
        <p className="admin-error" id="csv-apply-why">
          Nothing has changed. A file with problems cannot be applied: correct the lines below and check it again.
        </p>
      ) : null}
      <p>
        <button type="button" className="button button-primary" disabled={isBusy || hasProblems} aria-describedby={hasProblems ? 'csv-apply-why' : undefined} onClick={onApply}>
          Apply {plural(entries.length, 'entry', 'entries')}
        </button>
      </p>
      {hasProblems ? <AdminListTable caption={plural(problems.length, 'problem', 'problems')} label="Problems" columns={PROBLEM_COLUMNS} rows={problems} rowKey={(problem) => `${problem.line} ${problem.field} ${problem.message}`} /> : null}
      {warnings.length > 0 ? (
        <AdminListTable caption={`${plural(warnings.length, 'warning', 'warnings')}: these can be applied`} label="Warnings" columns={WARNING_COLUMNS} rows={warnings} rowKey={(warning) => `${warning.line} ${warning.message}`} />
      ) : null}
    </section>
  );
}
