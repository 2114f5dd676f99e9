// A month's statement as a PDF (issue #28 Part 3), in the store's document layout: the supplier, the
// account, the month, what was owed at its start, each invoice, credit note and payment, what was owed at
// its end, and the ageing of that.
import { formatCents } from '../../../shared/money.ts';
import type { StatementJson } from '../../../shared/schemas/statements.ts';
import type { DocumentPdfContent } from './document-pdf.ts';
import { documentPdf } from './document-pdf-threads.ts';
import { formatDocumentDay } from './document-pdf-format.ts';

const WORDS = { invoice: 'Invoice', credit_note: 'Credit note', payment: 'Payment received' } as const;

export function statementDocument(statement: StatementJson, supplier: DocumentPdfContent['supplier']): DocumentPdfContent {
  const { ageing } = statement;
  return {
    title: 'Statement',
    number: `${statement.account_number} ${statement.month}`,
    issuedOn: statement.to_date,
    supplier,
    details: [
      { label: 'Account number', value: statement.account_number },
      { label: 'Period', value: `${formatDocumentDay(`${statement.month}-01`)} to ${formatDocumentDay(statement.to_date)}` },
    ],
    party: { heading: 'Statement for', name: statement.account_name, lines: [] },
    notes: [`Opening balance on ${formatDocumentDay(`${statement.month}-01`)}: ${formatCents(statement.opening_balance)}. Invoices add to what is owed; credit notes and payments take from it.`],
    lines: [],
    entries: statement.lines.map((line) => ({ date: line.date, description: `${WORDS[line.type]} ${line.number}`, amountCents: line.amount })),
    totals: [
      { label: 'Current', cents: ageing.current },
      { label: '1–30 days overdue', cents: ageing.days_1_30 },
      { label: '31–60 days overdue', cents: ageing.days_31_60 },
      { label: '61–90 days overdue', cents: ageing.days_61_90 },
      { label: 'Over 90 days overdue', cents: ageing.days_90_plus },
      { label: statement.closing_balance < 0 ? 'Closing balance (in credit)' : 'Closing balance owing', cents: statement.closing_balance, isGrandTotal: true },
    ],
  };
}

export function renderStatementPdf(statement: StatementJson, supplier: DocumentPdfContent['supplier']): Promise<Buffer> {
  return documentPdf(statementDocument(statement, supplier));
}
