// The cost report (issue #10 part 7): each resident's planned cost per week and per month, grouped by
// location with subtotals and a total, for funding claims and family billing.
import { formatCents } from '../../../shared/money.ts';
import type { CostReportResponse } from '../../../shared/schemas/residents.ts';

export function CostReportTable({ report }: { report: CostReportResponse }) {
  if (report.data.length === 0) return <p>No residents to report on.</p>;
  return (
    <div className="cost-report" role="region" aria-label="Planned cost per resident" tabIndex={0}>
      <table className="cost-report__table">
        <caption className="visually-hidden">Planned cost per resident by location, excluding GST</caption>
        <thead>
          <tr>
            <th scope="col">Resident</th>
            <th scope="col" className="cost-report__room">
              Room
            </th>
            <th scope="col" className="cost-report__money">
              Per week
            </th>
            <th scope="col" className="cost-report__money">
              Per month
            </th>
          </tr>
        </thead>
        {report.data.map((group) => (
          <tbody key={group.location}>
            <tr className="cost-report__group">
              <th scope="colgroup" colSpan={4}>
                {group.location}
              </th>
            </tr>
            {group.residents.map((resident) => (
              <tr key={resident.id}>
                <th scope="row">
                  {resident.name}
                  {resident.room ? <span className="cost-report__room-inline"> (room {resident.room})</span> : null}
                </th>
                <td className="cost-report__room">{resident.room}</td>
                <CostCells week={resident.cost_per_week} month={resident.cost_per_month} />
              </tr>
            ))}
            <tr className="cost-report__subtotal">
              <th scope="row" colSpan={2}>
                {group.location} subtotal
              </th>
              <CostCells week={group.cost_per_week} month={group.cost_per_month} />
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr className="cost-report__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <CostCells week={report.cost_per_week} month={report.cost_per_month} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A row's week and month figures, labelled for the narrow layout (resident-planning.css). */
function CostCells({ week, month }: { week: number; month: number }) {
  return (
    <>
      <td className="cost-report__money" data-label="Per week">
        {formatCents(week)}
      </td>
      <td className="cost-report__money" data-label="Per month">
        {formatCents(month)}
      </td>
    </>
  );
}
