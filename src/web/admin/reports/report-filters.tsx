// The reports' choices (issue #30 Part 5): the period and the grouping, a GET form, so they live in the
// address (Back, reload and a shared link keep them). Blank days are this month so far.
import { Form } from 'react-router';
import { FilterField } from '../list-parts.tsx';
import { REPORTS_PATH, type ReportParams } from './reports-api.ts';
import { GROUP_LABELS } from './reports-words.ts';

export function ReportFilters({ params, shown }: { params: ReportParams; shown: { date_from: string; date_to: string; group_by: string } | null }) {
  return (
    <Form method="get" action={REPORTS_PATH} className="admin-form admin-panel" role="search" aria-label="Choose the report">
      <FilterField id="reports-date_from" name="date_from" label="From" type="date" value={params.date_from ?? shown?.date_from ?? ''} />
      <FilterField id="reports-date_to" name="date_to" label="To" type="date" value={params.date_to ?? shown?.date_to ?? ''} hint="New Zealand days, both included; at most a year" />
      <div className="admin-field">
        <label htmlFor="reports-group_by">Group sales by</label>
        <select id="reports-group_by" name="group_by" defaultValue={params.group_by ?? shown?.group_by ?? 'day'}>
          {Object.entries(GROUP_LABELS).map(([group, label]) => (
            <option key={group} value={group}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Show
      </button>
    </Form>
  );
}
