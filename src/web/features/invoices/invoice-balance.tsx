// What the account owes on all its invoices and how much of it is past due (issue #28), whatever the
// list below is filtered to: 'You owe $1,234.56', 'of which $200.00 is overdue', or 'Nothing is owed'.
import { balanceText } from './invoice-format.ts';

export function InvoiceBalance({ meta }: { meta: { balance: number; overdue: number } }) {
  const { owed, overdue } = balanceText(meta);
  return (
    <section className="card invoice-balance" aria-labelledby="invoice-balance-title">
      <h2 id="invoice-balance-title">Account balance</h2>
      <p className="invoice-balance__owed">{owed}</p>
      {overdue ? (
        <p className="invoice-balance__overdue">
          <span className="invoice-balance__mark" aria-hidden="true">
            !
          </span>
          {overdue}
        </p>
      ) : null}
    </section>
  );
}
