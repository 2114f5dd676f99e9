// My Account → Invoices: the account's monthly statements as PDFs (issue #28 Part 3). Last month's is also
// e-mailed on the 1st to whoever gets the invoices.
import type { StatementMonthLink } from './statement-months.ts';

export function StatementLinks({ months }: { months: StatementMonthLink[] }) {
  return (
    <section className="card invoice-statements" aria-labelledby="invoice-statements-title">
      <h2 id="invoice-statements-title">Statements</h2>
      <p>
        Each month&apos;s opening balance, invoices, credit notes and payments, closing balance and what is overdue. Last month&apos;s statement is
        e-mailed on the 1st to whoever receives your invoices.
      </p>
      <ul className="invoice-statements__list">
        {months.map((month) => (
          <li key={month.month}>
            <a href={month.pdfPath} download>
              {month.label}
              <span className="visually-hidden"> statement</span> (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
