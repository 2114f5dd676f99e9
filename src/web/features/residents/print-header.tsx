// The top of a Resident Tracker print (issue #10): the facility (the account's name), what is printed,
// the date and the period; with a Print button and a way back, neither of which is printed.
import type { ReactNode } from 'react';

type Props = { facility: string; title: string; printedOn: string; period: string; children?: ReactNode };

export function PrintHeader({ facility, title, printedOn, period, children }: Props) {
  return (
    <header className="print-header">
      <div className="print-header__bar no-print">
        <a href="/resident-orders">Back to the Resident Tracker</a>
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className="print-header__facility">{facility}</p>
      <h1 className="print-header__title">{title}</h1>
      <dl className="print-header__facts">
        <div>
          <dt>Printed</dt>
          <dd>{printedOn}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{period}</dd>
        </div>
        {children}
      </dl>
    </header>
  );
}
