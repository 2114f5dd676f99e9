// An account's ledger on its back-office page (issue #28 Part 2): what it owes, the credit it holds, its
// ageing by days past due, and its invoices, credit notes and payments, newest first (paged by ?page=).
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money.ts';
import type { LedgerResponse } from '../../../shared/schemas/account-payments.ts';
import { formatDay } from '../../features/invoices/invoice-format.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

type Entry = LedgerResponse['data']['entries'][number];

const TYPE_TEXT: Record<Entry['type'], string> = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment' };

function entryNumber(entry: Entry) {
  if (entry.type === 'invoice') return <Link to={`/admin/invoices/${entry.id}`}>{entry.number}</Link>;
  if (entry.type === 'credit_note')
    return (
      <a href={`/admin/api/credit-notes/${entry.id}.pdf`} download aria-label={`${entry.number} (PDF)`}>
        {entry.number}
      </a>
    );
  return entry.number;
}

const COLUMNS: ListColumn<Entry>[] = [
  { heading: 'Date', cell: (entry) => formatDay(entry.date) },
  { heading: 'Type', cell: (entry) => TYPE_TEXT[entry.type] },
  { heading: 'Number', cell: entryNumber },
  { heading: 'Due', cell: (entry) => (entry.due_at ? formatDay(entry.due_at) : '—') },
  { heading: 'Amount', className: 'admin-number', cell: (entry) => formatCents(entry.amount) },
  { heading: 'Still owed', className: 'admin-number', cell: (entry) => (entry.outstanding === null ? '—' : formatCents(entry.outstanding)) },
];

export function LedgerPanel({ ledger }: { ledger: LedgerResponse }) {
  const { data, meta } = ledger;
  const figures: [string, number][] = [
    ['Balance', data.balance],
    ['Invoices owe', data.owed],
    ['Credit held', data.unallocated],
    ['Current', data.ageing.current],
    ['1–30 days overdue', data.ageing.days_1_30],
    ['31–60 days', data.ageing.days_31_60],
    ['61–90 days', data.ageing.days_61_90],
    ['90+ days', data.ageing.days_90_plus],
  ];
  return (
    <section className="admin-panel" aria-labelledby="account-ledger-heading">
      <h2 id="account-ledger-heading">Ledger</h2>
      <dl className="ledger-figures">
        {figures.map(([term, cents]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      <AdminListTable
        caption={meta.total === 0 ? 'Nothing on account yet.' : `Invoices, credit notes and payments ${meta.from ?? 0}–${meta.to ?? 0} of ${meta.total}, newest first`}
        label="Ledger"
        columns={COLUMNS}
        rows={data.entries}
        rowKey={(entry) => `${entry.type}-${entry.id}`}
        pages={{ meta, label: 'Ledger pages' }}
        empty={<p>Nothing on account yet: no invoice, credit note or payment.</p>}
      />
    </section>
  );
}
