// The trade applications list (issue #17 Part 6): received, company (a link to the application),
// purchaser, e-mail, phone, city and status, one page the server chose.
import { Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { ApplicationStatus, TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

const COLUMNS: ListColumn<TradeApplicationJson>[] = [
  { heading: 'Received', cell: (application) => formatAdminTime(application.created_at) },
  { heading: 'Company', cell: (application) => <Link to={`/admin/applications/${application.id}`}>{application.company_name}</Link> },
  { heading: 'Purchaser', cell: (application) => application.purchaser_name },
  { heading: 'Email', cellClassName: 'admin-break', cell: (application) => application.email },
  { heading: 'Phone', cell: (application) => application.contact_phone },
  { heading: 'City', cell: (application) => application.billing_city },
  { heading: 'Status', cell: (application) => APPLICATION_STATUS_LABELS[application.status] },
];

export function ApplicationTable({ applications, meta, noun }: { applications: TradeApplicationJson[]; meta: PaginationMeta; noun: string }) {
  return (
    <AdminListTable
      caption={listCaption(meta, noun)}
      columns={COLUMNS}
      rows={applications}
      rowKey={(application) => application.id}
      pages={{ meta, label: 'Application pages' }}
    />
  );
}
