// 'Dispatch…' for the orders selected (issue #30 Part 1), like one order's dispatch form: the carrier is
// required, and each order has its own tracking reference, labelled with its order number (a blank one is
// none). The server's field messages (a reference too long) show beside their fields.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BulkStatusBody } from '../../../shared/schemas/order-desk.ts';
import { dispatchBody } from './bulk-request.ts';
import { ordersCount } from './selection.ts';

/** The server's TRACKING_REF_MAX_LENGTH and CARRIER_MAX_LENGTH. */
const TEXT_MAX_LENGTH = 100;

type Props = {
  ids: readonly number[];
  numbers: Record<number, string>;
  isSending: boolean;
  /** Sends the move; resolves to the server's field messages (none when it answered). */
  onDispatch: (body: BulkStatusBody) => Promise<Record<string, string>>;
  onCancel: () => void;
};

export function BulkDispatchForm({ ids, numbers, isSending, onDispatch, onCancel }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const carrierRef = useRef<HTMLInputElement>(null);
  useEffect(() => carrierRef.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '');
    const request = dispatchBody(ids, { carrier: text('carrier'), trackingRefs: Object.fromEntries(ids.map((id) => [id, text(`ref-${id}`)])) });
    const found = 'errors' in request ? request.errors : await onDispatch(request.body);
    setErrors(found);
    if (found.carrier) carrierRef.current?.focus();
  }

  const errorOf = (key: string, id: string) =>
    errors[key] ? (
      <span id={id} className="admin-error">
        {errors[key]}
      </span>
    ) : null;

  return (
    <form className="admin-form order-bulk-dispatch" onSubmit={(event) => void onSubmit(event)} aria-label="Dispatch the selected orders">
      <div className="admin-field">
        <label htmlFor="bulk-dispatch-carrier">Carrier</label>
        <input
          ref={carrierRef}
          id="bulk-dispatch-carrier"
          name="carrier"
          required
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={errors.carrier ? true : undefined}
          aria-describedby={errors.carrier ? 'bulk-dispatch-carrier-error' : undefined}
        />
        {errorOf('carrier', 'bulk-dispatch-carrier-error')}
      </div>
      <fieldset className="order-bulk-refs">
        <legend>Tracking reference of each order (leave one blank for none)</legend>
        {ids.map((id) => {
          const key = `tracking_refs.${id}`;
          return (
            <div className="admin-field" key={id}>
              <label htmlFor={`bulk-dispatch-ref-${id}`}>{numbers[id] ?? `Order id ${id}`}</label>
              <input
                id={`bulk-dispatch-ref-${id}`}
                name={`ref-${id}`}
                maxLength={TEXT_MAX_LENGTH}
                autoComplete="off"
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `bulk-dispatch-ref-${id}-error` : undefined}
              />
              {errorOf(key, `bulk-dispatch-ref-${id}-error`)}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={isSending}>
        {`Dispatch ${ordersCount(ids.length)}`}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
