// 'Put on hold' (issue #30 Part 1): a reason is required (the server's 500-character limit and its other
// messages show on the field; nothing typed is cut short by the browser). The buyer is not told.
import { useState, type FormEvent } from 'react';
import type { ActionOutcome } from './use-order-actions.ts';

/** The server's HOLD_REASON_MAX_LENGTH (web imports no values from shared/schemas: they load zod). */
const HOLD_REASON_MAX_LENGTH = 500;

type Props = { isSending: boolean; onHold: (reason: string) => Promise<ActionOutcome> };

export function HoldForm({ isSending, onHold }: Props) {
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError((await onHold(String(new FormData(event.currentTarget).get('reason') ?? ''))).errors.reason);
  }

  const describedBy = ['hold-reason-hint', error ? 'hold-reason-error' : ''].filter(Boolean).join(' ');
  return (
    <form className="admin-form order-hold-form" onSubmit={(event) => void onSubmit(event)} aria-label="Put on hold">
      <div className="admin-field">
        <label htmlFor="hold-reason">Reason for the hold</label>
        <input id="hold-reason" name="reason" required autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <span id="hold-reason-hint" className="admin-muted">
          {`Required, at most ${HOLD_REASON_MAX_LENGTH} characters. Only staff see it.`}
        </span>
        {error ? (
          <span id="hold-reason-error" className="admin-error">
            {error}
          </span>
        ) : null}
      </div>
      <button type="submit" className="button button-secondary" disabled={isSending}>
        Put on hold
      </button>
    </form>
  );
}
