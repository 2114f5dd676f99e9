// The order list's bulk bar (issue #30 Part 1): 'Select all on this page' (and then every order matching
// the filters), what is selected, and what can be done with it: move to processing or dispatch (roles
// with orders.move), print the packing slips in one view, export exactly the selection as CSV; then
// what the server said, where focus goes. Above the table rather than in its header row, so it stays
// in reach when the table scrolls sideways on a phone.
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffOrderListEntryJson } from '../../../shared/schemas/staff-orders.ts';
import type { BulkOrders } from './bulk-actions.ts';
import { BulkDispatchForm } from './bulk-dispatch-form.tsx';
import { bulkLimits, packingSlipsHref, processingBody, selectionCsvHref } from './bulk-request.ts';
import { BulkResult } from './bulk-result.tsx';
import { offersAllMatching, ordersCount, pageChoice, selectionWords } from './selection.ts';

type Props = { bulk: BulkOrders; rows: StaffOrderListEntryJson[]; total: number; canMove: boolean };

/** A button not offered at this size, with why beside it. */
function Unavailable({ id, label, reason }: { id: string; label: string; reason: string }) {
  return (
    <span className="order-bulk-unavailable">
      <button type="button" className="button button-secondary" disabled aria-describedby={id}>
        {label}
      </button>
      <span id={id} className="admin-muted">
        {reason}
      </span>
    </span>
  );
}

export function BulkBar({ bulk, rows, total, canMove }: Props) {
  const { selection, isSending } = bulk;
  const [isDispatching, setDispatching] = useState(false);
  const count = selection.ids.length;
  const onPage = pageChoice(selection, rows);
  const limits = bulkLimits(count);

  async function openDispatch() {
    setDispatching(true);
    await bulk.loadNumbers();
  }

  return (
    <section className="admin-panel admin-no-print order-bulk" aria-label="Bulk actions">
      {rows.length > 0 ? (
        <div className="order-bulk-row">
          <label className="order-bulk-check">
            <input
              type="checkbox"
              checked={onPage === 'all'}
              ref={(element) => {
                if (element) element.indeterminate = onPage === 'some';
              }}
              onChange={(event) => bulk.choose(rows, event.currentTarget.checked)}
            />
            Select all on this page
          </label>
          {offersAllMatching(selection, rows, total) ? (
            <button type="button" className="button button-secondary" disabled={isSending} onClick={() => void bulk.chooseAllMatching(rows)}>
              {`Select all ${ordersCount(total)} matching these filters`}
            </button>
          ) : null}
        </div>
      ) : null}
      <p ref={bulk.countRef} tabIndex={-1} role="status" className="order-bulk-count">
        {count > 0 ? selectionWords(selection) : ''}
      </p>
      {count > 0 ? (
        <div className="order-bulk-row">
          <button type="button" className="button button-secondary" onClick={bulk.clear}>
            Clear selection
          </button>
          {canMove && limits.moves === null ? (
            <>
              <button type="button" className="button button-primary" disabled={isSending} onClick={() => void bulk.move(processingBody(selection.ids))}>
                Move to processing
              </button>
              <button type="button" className="button button-primary" aria-expanded={isDispatching} disabled={isSending} onClick={() => void openDispatch()}>
                Dispatch…
              </button>
            </>
          ) : null}
          {canMove && limits.moves !== null ? <Unavailable id="order-bulk-moves-why" label="Move" reason={limits.moves} /> : null}
          {limits.slips === null ? (
            <Link className="button button-secondary" to={packingSlipsHref(selection.ids)}>
              Print packing slips
            </Link>
          ) : (
            <Unavailable id="order-bulk-slips-why" label="Print packing slips" reason={limits.slips} />
          )}
          {limits.csv === null ? (
            // A download the browser makes with the session's cookie, not a page of the app.
            <a className="button button-secondary" href={selectionCsvHref(selection.ids)} download>
              Export CSV
            </a>
          ) : (
            <Unavailable id="order-bulk-csv-why" label="Export CSV" reason={limits.csv} />
          )}
        </div>
      ) : null}
      {canMove && isDispatching && count > 0 && limits.moves === null ? (
        <BulkDispatchForm
          ids={selection.ids}
          numbers={selection.numbers}
          isSending={isSending}
          onDispatch={async (body) => {
            const errors = await bulk.move(body);
            if (Object.keys(errors).length === 0) setDispatching(false);
            return errors;
          }}
          onCancel={() => setDispatching(false)}
        />
      ) : null}
      <BulkResult notice={bulk.notice} resultRef={bulk.resultRef} />
    </section>
  );
}
