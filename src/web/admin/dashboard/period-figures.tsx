// Today, this week and this month so far: sales excl. GST and orders, each against the same stretch of
// the period before (issue #30 Part 1; the server draws the stretches: dashboard-periods.ts).
import type { DashboardJson, DashboardPeriodName } from '../../../shared/schemas/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import { comparisonWords, countOf } from './dashboard-words.ts';

const PERIODS: Record<DashboardPeriodName, { title: string; before: string }> = {
  today: { title: 'Today so far', before: 'yesterday by this time' },
  week: { title: 'This week so far', before: 'last week by this time' },
  month: { title: 'This month so far', before: 'last month by this date' },
};

export function PeriodFigures({ periods }: { periods: DashboardJson['periods'] }) {
  return (
    <section aria-labelledby="dash-sales-heading">
      <h2 id="dash-sales-heading">Sales excl. GST</h2>
      <ul className="dash-periods">
        {(Object.keys(PERIODS) as DashboardPeriodName[]).map((name) => {
          const period = periods[name];
          const change = period.sales === period.previous.sales ? 'level' : period.sales > period.previous.sales ? 'up' : 'down';
          return (
            <li key={name} className="admin-panel dash-period" aria-labelledby={`dash-period-${name}`}>
              <h3 id={`dash-period-${name}`}>{PERIODS[name].title}</h3>
              <p className="dash-figure">{formatCents(period.sales)}</p>
              <p>{countOf(period.orders, 'order')}</p>
              <p className={`dash-change dash-change--${change}`}>{comparisonWords(period, period.previous, PERIODS[name].before)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
