// 'Add note' (issue #30 Part 1): a note for the desk on the order's timeline, which the buyer never sees.
// The server's messages show on the field (a note of spaces only, or too long); once saved the box empties
// and the timeline, reloaded, shows it.
import { useState, type FormEvent } from 'react';
import type { StaffOrderDetailJson } from '../../../shared/schemas/staff-orders.ts';
import { TextAreaField } from '../content/fields.tsx';
import { OrderDeskNotice } from './order-desk-notice.tsx';
import { useOrderActions } from './use-order-actions.ts';

/** The server's DESK_NOTE_MAX_LENGTH (web imports no values from shared/schemas: they load zod). */
const NOTE_MAX_LENGTH = 2000;

export function DeskNoteForm({ order }: { order: Pick<StaffOrderDetailJson, 'id' | 'order_number'> }) {
  const { notice, noticeRef, isSending, addNote } = useOrderActions(order);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await addNote(text);
    setError(outcome.errors.text);
    if (outcome.isDone) setText('');
  }

  return (
    <form className="admin-stack order-note-form" onSubmit={(event) => void onSubmit(event)} aria-label="Add a note">
      <TextAreaField
        id="order-note-text"
        name="text"
        label={`Internal note (the buyer never sees it; at most ${NOTE_MAX_LENGTH.toLocaleString('en-NZ')} characters)`}
        rows={3}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <button type="submit" className="button button-secondary" disabled={isSending}>
        Add note
      </button>
      <OrderDeskNotice notice={notice} noticeRef={noticeRef} />
    </form>
  );
}
