// The trade applications list (issue #17 Part 6): received, company (a link to the application),
// purchaser, e-mail, phone, city and status, one page the server chose.
import { Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { ApplicationStatus, TradeApplicationJson } from '../../../shared/schemas/admin-applications.ts';
import { formatAdminTime } from '../admin-format.ts';
import { AdminTable, listCaption } from '../list-parts.tsx';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };

export function ApplicationTable({ applications, meta, noun }: { applications: TradeApplicationJson[]; meta: PaginationMeta; noun: string }) {
  return (
    <AdminTable caption={listCaption(meta, noun)} headings={['Received', 'Company', 'Purchaser', 'Email', 'Phone', 'City', 'Status']}>
      {applications.map((application) => (
        <tr key={application.id}>
          <td>{formatAdminTime(application.created_at)}</td>
          <td>
            <Link to={`/admin/applications/${application.id}`}>{application.company_name}</Link>
          </td>
          <td>{application.purchaser_name}</td>
          <td className="admin-break">{application.email}</td>
          <td>{application.contact_phone}</td>
          <td>{application.billing_city}</td>
          <td>{APPLICATION_STATUS_LABELS[application.status]}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
