// The last 30 days' sales excl. GST as bars (issue #30 Part 1): plain SVG, stretched to the width, with
// its labels in HTML so they stay legible on a phone, and every figure also in a table for screen readers
// (the picture's description points to it).
import type { CSSProperties } from 'react';
import type { DashboardDayJson } from '../../../shared/schemas/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import { chartTop, compactCents } from './chart-scale.ts';
import { countOf, dayWords, isoWeekdayOf, shortDayWords } from './dashboard-words.ts';

/** Each day is a slot of 10 units of the drawing's 100 high; a bar fills 7 of them. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/** A day's label under its bar; near either end it keeps inside the chart. */
function labelPlace(index: number, count: number): CSSProperties {
  if (index < 2) return { left: `${(index / count) * 100}%` };
  if (index > count - 3) return { right: `${(1 - (index + 1) / count) * 100}%` };
  return { left: `${((index + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' };
}

function ChartTable({ days }: { days: DashboardDayJson[] }) {
  // In a box for screen readers only: a table keeps its width whatever its own box says.
  return (
    <div className="visually-hidden">
      <table>
        <caption>Sales excl. GST each day, the last {days.length} days (today so far)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Sales excl. GST</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayWords(day.date)}</th>
              <td>{day.orders}</td>
              <td>{formatCents(day.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SalesChart({ days }: { days: DashboardDayJson[] }) {
  const busiest = days.reduce<DashboardDayJson | null>((best, day) => (best === null || day.sales > best.sales ? day : best), null);
  const top = chartTop(busiest?.sales ?? 0);
  const width = days.length * SLOT;
  const summary = busiest && busiest.sales > 0 ? `The best day was ${dayWords(busiest.date)}: ${formatCents(busiest.sales)} from ${countOf(busiest.orders, 'order')}.` : 'No sales in these days.';
  return (
    <section className="admin-panel" aria-labelledby="dash-chart-heading">
      <h2 id="dash-chart-heading">Sales excl. GST, the last {days.length} days</h2>
      <figure className="dash-chart">
        <div className="dash-chart-plot">
          <div className="dash-chart-scale" aria-hidden="true">
            <span style={{ top: 0 }}>{compactCents(top)}</span>
            <span style={{ top: '50%' }}>{compactCents(top / 2)}</span>
            <span style={{ bottom: 0 }}>$0</span>
          </div>
          <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby="dash-chart-title" aria-describedby="dash-chart-desc">
            <title id="dash-chart-title">Daily sales excl. GST, the last {days.length} days</title>
            <desc id="dash-chart-desc">{summary} Each day&apos;s figures are in the table that follows.</desc>
            {[0, HEIGHT / 2].map((y) => (
              <line key={y} x1={0} x2={width} y1={y} y2={y} className="dash-chart-grid" vectorEffect="non-scaling-stroke" />
            ))}
            <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="dash-chart-axis" vectorEffect="non-scaling-stroke" />
            {days.map((day, index) => {
              const height = (day.sales / top) * HEIGHT;
              const isToday = index === days.length - 1;
              return height > 0 ? (
                <rect key={day.date} x={index * SLOT + (SLOT - BAR) / 2} y={HEIGHT - height} width={BAR} height={height} className={isToday ? 'dash-bar dash-bar--today' : 'dash-bar'} />
              ) : null;
            })}
          </svg>
        </div>
        <div className="dash-chart-days" aria-hidden="true">
          {days.map((day, index) => (isoWeekdayOf(day.date) === 1 ? <span key={day.date} style={labelPlace(index, days.length)}>{shortDayWords(day.date)}</span> : null))}
        </div>
        <figcaption className="admin-muted">Each bar is a day; the weeks start on the Mondays named. Today&apos;s bar (darker) is so far.</figcaption>
      </figure>
      <ChartTable days={days} />
    </section>
  );
}
