// An order's timeline (issue #30 Part 1, replacing its status history): each fulfilment move and each
// note, hold and release of the desk, oldest first, saying who and when. The desk's entries are marked as
// theirs alone: the buyer never sees a note, and is not told of a hold.
import type { DeskNoteJson } from '../../../shared/schemas/order-desk.ts';
import type { OrderStatusChangeJson, StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { formatAdminTime } from '../admin-format.ts';
import { carrierText } from './fact-rows.tsx';
import { DeskNoteForm } from './order-desk-note-form.tsx';
import { actorText, timelineOf, type TimelineEntry } from './order-timeline.ts';
import { FULFILMENT_LABELS } from './order-words.ts';

const DESK_WORDS: Record<DeskNoteJson['kind'], { title: string; internal: string; text: (text: string) => string }> = {
  note: { title: 'Note', internal: 'Internal note, the buyer never sees it', text: (text) => text },
  hold: { title: 'Put on hold', internal: 'Internal, the buyer is not told', text: (text) => `Reason: ${text}` },
  release: { title: 'Released from hold', internal: 'Internal, the buyer is not told', text: (text) => `It had been on hold for: ${text}` },
  change: { title: 'Lines changed', internal: 'The buyer was e-mailed the change', text: (text) => text },
};

function MoveBody({ change }: { change: OrderStatusChangeJson }) {
  return (
    <>
      <p className="order-timeline-title">{`Moved from ${FULFILMENT_LABELS[change.from]} to ${FULFILMENT_LABELS[change.to]}`}</p>
      {change.carrier ? <p>{carrierText(change.carrier, change.tracking_ref)}</p> : null}
      {change.note ? <p className="admin-notes">{`Note with the move: ${change.note}`}</p> : null}
    </>
  );
}

function DeskBody({ note }: { note: DeskNoteJson }) {
  const words = DESK_WORDS[note.kind];
  return (
    <>
      <p className="order-timeline-title">
        {words.title} <span className="order-timeline-internal">{words.internal}</span>
      </p>
      <p className="admin-notes">{words.text(note.text)}</p>
    </>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const who = entry.kind === 'move' ? entry.change.staff_email : entry.note.staff_email;
  return (
    <li className={`order-timeline-entry order-timeline-${entry.kind === 'move' ? 'move' : entry.note.kind}`}>
      {entry.kind === 'move' ? <MoveBody change={entry.change} /> : <DeskBody note={entry.note} />}
      <p className="admin-muted order-timeline-meta">
        {`By ${actorText(who)}, `}
        <time dateTime={entry.at}>{formatAdminTime(entry.at)}</time>
      </p>
    </li>
  );
}

export function OrderTimeline({ order, canNote }: { order: StaffOrderDetailJson; canNote: boolean }) {
  const entries = timelineOf(order.history, order.desk_notes);
  return (
    <section className="admin-panel" aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading">Timeline</h2>
      {entries.length === 0 ? (
        <p className="admin-muted">Nothing yet: the order is as the buyer placed it.</p>
      ) : (
        <ol className="order-timeline" aria-labelledby="order-timeline-heading">
          {entries.map((entry) => (
            <TimelineItem key={entry.key} entry={entry} />
          ))}
        </ol>
      )}
      {canNote ? <DeskNoteForm order={order} /> : null}
    </section>
  );
}
