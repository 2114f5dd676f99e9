// 'Mark dispatched' (issue #17 Part 3): the carrier is required, the tracking reference and a note are
// not; the server's field messages (a carrier too long) show beside their fields. A partly dispatched
// order (issue #30) is dispatched the same way: whatever is left leaves as one shipment.
import { useState, type FormEvent } from 'react';
import type { OrderStatusMoveBody } from '../../../shared/schemas/staff-orders.ts';
import type { ActionOutcome } from './use-order-actions.ts';

type Props = { isSending: boolean; isRest: boolean; onMove: (body: OrderStatusMoveBody) => Promise<ActionOutcome> };

export function DispatchForm({ isSending, isRest, onMove }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    setErrors((await onMove({ status: 'dispatched', carrier: text('carrier'), tracking_ref: text('tracking_ref') || null, note: text('note') || null })).errors);
  }

  const field = (name: string, label: string, isRequired = false) => (
    <div className="admin-field">
      <label htmlFor={`dispatch-${name}`}>{label}</label>
      <input
        id={`dispatch-${name}`}
        name={name}
        required={isRequired}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `dispatch-${name}-error` : undefined}
      />
      {errors[name] ? (
        <span id={`dispatch-${name}-error`} className="admin-error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className="admin-form admin-dispatch" onSubmit={(event) => void onSubmit(event)} aria-label={isRest ? 'Dispatch the rest' : 'Dispatch'}>
      {field('carrier', 'Carrier', true)}
      {field('tracking_ref', 'Tracking reference')}
      {field('note', 'Note')}
      <button type="submit" className="button button-primary" disabled={isSending}>
        {isRest ? 'Dispatch all that is left' : 'Mark dispatched'}
      </button>
    </form>
  );
}
