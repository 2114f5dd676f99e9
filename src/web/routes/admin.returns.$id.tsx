// /admin/returns/:id (issue #30 Part 2): one return, its lines and why, the buyer's note, and the desk's
// next step (approve or decline, then receive and credit).
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/admin.returns.$id';
import { formatCents } from '../../shared/money.ts';
import { RETURN_REASON_WORDS } from '../../shared/return-words.ts';
import type { StaffReturnJson } from '../../shared/schemas/returns.ts';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AdminListTable, type ListColumn } from '../admin/admin-list-table.tsx';
import { ReturnSteps } from '../admin/returns/return-steps.tsx';
import { adminReturnsApi } from '../admin/returns/returns-api.ts';
import { RETURN_DESK_STATUS_LABELS } from '../admin/returns/return-words.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.row.return_number ?? 'Return'} | Back office | Care Supply Co` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { row: (await orThrowResponse(adminReturnsApi(context.get(requestContext).api).get(params.id))).data };
}

type Line = StaffReturnJson['lines'][number];
const LINE_COLUMNS: ListColumn<Line>[] = [
  { heading: 'SKU', cell: (line) => line.sku },
  { heading: 'Item', cell: (line) => line.title },
  { heading: 'Qty', className: 'admin-number', cell: (line) => line.qty.toLocaleString('en-NZ') },
  { heading: 'Unit price excl. GST', className: 'admin-number', cell: (line) => formatCents(line.unit_price) },
  { heading: 'Why', cell: (line) => `${RETURN_REASON_WORDS[line.reason]}${line.detail ? `: ${line.detail}` : ''}` },
];

function ReturnFacts({ row }: { row: StaffReturnJson }) {
  const facts: [string, ReactNode][] = [
    ['Status', RETURN_DESK_STATUS_LABELS[row.status]],
    ['Account', <Link to={`/admin/accounts/${row.account_id}`}>{`${row.account_number} ${row.account_name}`}</Link>],
    ['Order', <Link to={`/admin/orders/${row.order_id}`}>{row.order_number}</Link>],
    ['Asked by', row.requested_by ?? 'A user since removed'],
    ['Buyer’s note', row.note || '—'],
    ...(row.instructions ? [['Instructions', row.instructions] as [string, ReactNode]] : []),
    ...(row.decline_reason ? [['Declined because', row.decline_reason] as [string, ReactNode]] : []),
    ...(row.decided_by ? [['Decided by', row.decided_by] as [string, ReactNode]] : []),
    ...(row.received_by ? [['Received by', `${row.received_by}${row.restock ? ', restocked' : ', not restocked'}`] as [string, ReactNode]] : []),
    ...(row.credited_total !== null ? [['Credited', `${formatCents(row.credited_total)} incl. GST${row.credit_note_numbers.length > 0 ? ` (${row.credit_note_numbers.join(', ')})` : ''}`] as [string, ReactNode]] : []),
  ];
  return (
    <section className="admin-panel" aria-labelledby="return-facts-heading">
      <h2 id="return-facts-heading">Details</h2>
      <dl className="admin-details">
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function AdminReturn({ loaderData }: Route.ComponentProps) {
  const { row } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="admin-return-heading">
      <p>
        <Link to="/admin/returns">Back to returns</Link>
      </p>
      <h1 id="admin-return-heading">Return {row.return_number}</h1>
      <p role="status" className="admin-status">
        {notice}
      </p>
      <ReturnFacts row={row} />
      <h2>Lines</h2>
      <AdminListTable caption={`${row.lines.length} ${row.lines.length === 1 ? 'line' : 'lines'} to return`} label="Lines" columns={LINE_COLUMNS} rows={row.lines} rowKey={(line) => line.line_id} />
      <ReturnSteps
        row={row}
        onDone={(message) => {
          setNotice(message);
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
