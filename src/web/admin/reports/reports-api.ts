// The reports screen's calls (issue #30 Part 5): the sales report and the GST report for one period, and
// the addresses of their CSV downloads (plain links: the staff session cookie goes with them).
import type { GstReportResponse, SalesReportResponse } from '../../../shared/schemas/reports.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery } from '../admin-api.ts';

/** The screen's choices as the address and the API both spell them. */
export type ReportParams = Partial<Record<'group_by' | 'date_from' | 'date_to', string>>;

export const REPORTS_PATH = '/admin/reports';

/** The choices the address gives (blank ones left out). */
export function reportParamsOf(url: URL): ReportParams {
  return Object.fromEntries((['group_by', 'date_from', 'date_to'] as const).flatMap((name) => (url.searchParams.get(name) ? [[name, url.searchParams.get(name) ?? '']] : [])));
}

const periodOf = (params: ReportParams) => ({ date_from: params.date_from, date_to: params.date_to });

export const salesCsvHref = (params: ReportParams) => `/admin/api/reports/sales.csv${adminQuery({ group_by: params.group_by, ...periodOf(params) })}`;
export const gstCsvHref = (params: ReportParams) => `/admin/api/reports/gst.csv${adminQuery(periodOf(params))}`;

export function reportsApi(api: ApiClient) {
  return {
    sales: (params: ReportParams) => api.call<SalesReportResponse>('GET', `/admin/api/reports/sales${adminQuery({ group_by: params.group_by, ...periodOf(params) })}`),
    gst: (params: ReportParams) => api.call<GstReportResponse>('GET', `/admin/api/reports/gst${adminQuery(periodOf(params))}`),
  };
}
