// An order on hold (issue #30 Part 1), said at the top of its page: since when, by whom and why, that it
// makes no move until released, and 'Release hold' for the roles that may.
import type { OrderHoldJson } from '../../../shared/schemas/order-desk.ts';
import { formatAdminTime } from '../admin-format.ts';
import { actorText } from './order-timeline.ts';

type Props = { hold: OrderHoldJson; canRelease: boolean; isSending: boolean; onRelease: () => void };

export function HoldBanner({ hold, canRelease, isSending, onRelease }: Props) {
  return (
    <section className="order-hold-banner" aria-labelledby="order-hold-heading">
      <h2 id="order-hold-heading">On hold</h2>
      <p className="admin-notes">{`On hold since ${formatAdminTime(hold.since)} by ${actorText(hold.by)}: ${hold.reason}`}</p>
      <p>It cannot be moved on, dispatched or cancelled while it is on hold: release it first.</p>
      {canRelease ? (
        <button type="button" className="button button-primary" disabled={isSending} onClick={onRelease}>
          Release hold
        </button>
      ) : null}
    </section>
  );
}
