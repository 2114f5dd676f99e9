// 'Dispatch part…' (issue #30 Part 2): how many of each line left to dispatch leave now (0 keeps a line
// back), with a carrier (required) and a tracking reference. A quantity is a whole number as typed or is
// refused on its line; the server's refusals (more than is left, `lines.N.qty`) show on the line it names.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ShipmentBody } from '../../../shared/schemas/shipments.ts';
import { FormAlert } from '../form-alert.tsx';
import { lineErrorKey, shipmentErrorsOf, shipmentRequest, type ShippableLine } from './shipment-request.ts';
import type { ActionOutcome } from './use-order-actions.ts';

type Props = { lines: ShippableLine[]; isSending: boolean; onShip: (body: ShipmentBody) => Promise<ActionOutcome> };

const inputId = (key: string) => `ship-${key}`;

export function ShipmentForm({ lines, isSending, onShip }: Props) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Opened: the first quantity takes the focus (the desk asked for the form).
    if (isOpen && !wasOpen.current) formRef.current?.querySelector('input')?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = [...lines.map((line) => lineErrorKey(line.id)), 'carrier', 'tracking_ref'].find((key) => found[key]);
    if (first) document.getElementById(inputId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const request = shipmentRequest(lines, typed, { carrier: String(fields.get('carrier') ?? ''), trackingRef: String(fields.get('tracking_ref') ?? '') });
    if (!request.ok) {
      showErrors(request.errors);
      return;
    }
    const outcome = await onShip(request.body);
    if (outcome.isDone) {
      setErrors({});
      setTyped({});
      setOpen(false);
      return;
    }
    showErrors(shipmentErrorsOf(outcome.errors, request.lineIds));
  }

  const described = (key: string, hint?: string) => [hint, errors[key] ? `${inputId(key)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (key: string) =>
    errors[key] ? (
      <span id={`${inputId(key)}-error`} className="admin-error">
        {errors[key]}
      </span>
    ) : null;
  const textField = (key: 'carrier' | 'tracking_ref', label: string, isRequired: boolean) => (
    <div className="admin-field">
      <label htmlFor={inputId(key)}>{label}</label>
      <input id={inputId(key)} name={key} required={isRequired} autoComplete="off" aria-invalid={errors[key] ? true : undefined} aria-describedby={described(key)} />
      {errorOf(key)}
    </div>
  );

  return (
    <div className="order-ship-part">
      <button type="button" className="button button-secondary" aria-expanded={isOpen} aria-controls="order-ship-part-form" onClick={() => setOpen(!isOpen)}>
        Dispatch part…
      </button>
      {isOpen ? (
        <form ref={formRef} id="order-ship-part-form" className="admin-stack order-ship-form" onSubmit={(event) => void onSubmit(event)} aria-label="Dispatch part of the order">
          <fieldset className="order-ship-lines">
            <legend>How many of each line leave in this shipment (0 keeps a line back)</legend>
            {lines.map((line) => {
              const key = lineErrorKey(line.id);
              return (
                <div className="admin-field order-ship-line" key={line.id}>
                  <label htmlFor={inputId(key)}>{`${line.sku} ${line.title}: ${line.left} left`}</label>
                  <input
                    id={inputId(key)}
                    className="order-ship-qty"
                    inputMode="numeric"
                    autoComplete="off"
                    value={typed[line.id] ?? '0'}
                    onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={described(key)}
                  />
                  {errorOf(key)}
                </div>
              );
            })}
          </fieldset>
          <div className="admin-form">
            {textField('carrier', 'Carrier', true)}
            {textField('tracking_ref', 'Tracking reference', false)}
          </div>
          <FormAlert message={errors._} />
          <button type="submit" className="button button-primary" disabled={isSending}>
            Dispatch this shipment
          </button>
        </form>
      ) : null}
    </div>
  );
}
