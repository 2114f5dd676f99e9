// This month's spend (issue #29 Part 1): placed orders against the account's budgets, overall and per
// category, and by each user against their monthly limit; orders awaiting approval shown apart.
import { formatCents } from '../../../shared/money.ts';
import type { BudgetSpendJson } from '../../../shared/schemas/approvals.ts';
import { monthTitle, spendText } from './budget-values.ts';

type LineProps = { label: string; placed: number; budget: number | null; awaiting: number; none?: string };

function SpendLine({ label, placed, budget, awaiting, none }: LineProps) {
  const isOver = budget !== null && placed > budget;
  return (
    <li className="budget-spend__line">
      <span className="budget-spend__label">{label}</span>
      <span className={isOver ? 'budget-spend__over' : undefined}>{`${spendText(placed, budget, none)}${isOver ? ' (over)' : ''}`}</span>
      {awaiting > 0 ? <span>{`${formatCents(awaiting)} awaiting approval`}</span> : null}
    </li>
  );
}

/** `isManager`: the account's users are listed; a buyer's answer holds only their own line. */
export function BudgetSpend({ spend, isManager }: { spend: BudgetSpendJson; isManager: boolean }) {
  return (
    <section className="card budget-spend" aria-labelledby="budget-spend-title">
      <h2 id="budget-spend-title">{`Spend this month (${monthTitle(spend.month)}), excl. GST`}</h2>
      <p className="field-hint">Placed orders against each budget; orders awaiting a manager&apos;s approval are shown apart and not counted as placed.</p>
      <ul className="budget-spend__list">
        <SpendLine label="All orders" placed={spend.total.placed} budget={spend.total.budget} awaiting={spend.total.awaiting_approval} />
        {spend.categories.map((category) => (
          <SpendLine key={category.category_id} label={category.title} placed={category.placed} budget={category.budget} awaiting={category.awaiting_approval} />
        ))}
      </ul>
      <h3>{isManager ? 'By user, against their monthly limit' : 'Your orders, against your monthly limit'}</h3>
      <ul className="budget-spend__list">
        {spend.users.map((user) => (
          <SpendLine key={user.id} label={user.name} placed={user.placed} budget={user.monthly_limit} awaiting={user.awaiting_approval} none="no limit" />
        ))}
      </ul>
    </section>
  );
}
