// The cost report (issue #10 part 7): each resident's planned cost per week and per month, grouped by
// location, with totals, for funding claims and family billing; as JSON for the page and as CSV.
import Papa from 'papaparse';
import type { CostReportGroupJson, CostReportResponse, ResidentJson } from '../../../shared/schemas/residents.ts';

/** The heading of residents who have no location. */
export const NO_LOCATION = 'No location';

export function buildCostReport(residents: readonly ResidentJson[], location: string): CostReportResponse {
  const groups = new Map<string, CostReportGroupJson>();
  for (const resident of residents) {
    const label = resident.location.trim() || NO_LOCATION;
    const key = label === NO_LOCATION ? '\uffff' : label.toLowerCase();
    const group = groups.get(key) ?? { location: label, residents: [], cost_per_week: 0, cost_per_month: 0 };
    group.residents.push({ id: resident.id, name: resident.display_name, room: resident.room, cost_per_week: resident.cost_per_week, cost_per_month: resident.cost_per_month });
    group.cost_per_week += resident.cost_per_week;
    group.cost_per_month += resident.cost_per_month;
    groups.set(key, group);
  }
  const data = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'en-NZ')).map(([, group]) => group);
  return {
    data,
    cost_per_week: data.reduce((sum, group) => sum + group.cost_per_week, 0),
    cost_per_month: data.reduce((sum, group) => sum + group.cost_per_month, 0),
    location,
  };
}

/** Cents as a plain decimal a spreadsheet reads as a number: 123456 → '1234.56'. */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The report as CSV: one row per resident under its location, a subtotal per location and a total.
 * Cells a spreadsheet would run as a formula (=, +, -, @ first) are escaped by papaparse.
 */
export function costReportCsv(report: CostReportResponse): string {
  const rows: string[][] = [['Location', 'Resident', 'Room', 'Cost per week', 'Cost per month']];
  for (const group of report.data) {
    for (const resident of group.residents) rows.push([group.location, resident.name, resident.room, dollars(resident.cost_per_week), dollars(resident.cost_per_month)]);
    rows.push([group.location, 'Subtotal', '', dollars(group.cost_per_week), dollars(group.cost_per_month)]);
  }
  rows.push(['All locations', 'Total', '', dollars(report.cost_per_week), dollars(report.cost_per_month)]);
  return `\uFEFF${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}
