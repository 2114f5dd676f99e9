// /admin/reports (issue #30 Part 5): the sales and GST reports.
import { AdminError } from '../admin/admin-error.tsx';

export default function AdminReports() {
  return (
    <section aria-labelledby="admin-reports-heading">
      <h1 id="admin-reports-heading">Reports</h1>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
