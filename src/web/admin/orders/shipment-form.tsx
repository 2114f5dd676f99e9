// 'Dispatch part…' (issue #30 Part 2): how many of each line left to dispatch leave now (0 keeps a line
// back), with a carrier (required) and a tracking reference. A quantity is a whole number as typed or is
// refused on its line; the server's refusals (more than is left, `lines.N.qty`) show on the line it names.
import { useState, type FormEvent } from 'react';
import type { ShipmentBody } from '../../../shared/schemas/shipments.ts';
import { FormAlert } from '../form-alert.tsx';
import { lineErrorKey, shipmentErrorsOf, shipmentRequest, type ShippableLine } from './shipment-request.ts';
import type { ActionOutcome } from './use-order-actions.ts';
import { FieldMessage, LineField, messageIdOf, OpenedForm, sendTyped, useFocusWhenOpened } from './desk-form-parts.tsx';

type Props = { lines: ShippableLine[]; isSending: boolean; onShip: (body: ShipmentBody) => Promise<ActionOutcome> };

const inputId = (key: string) => `ship-${key}`;

export function ShipmentForm({ lines, isSending, onShip }: Props) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusWhenOpened(isOpen);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = [...lines.map((line) => lineErrorKey(line.id)), 'carrier', 'tracking_ref'].find((key) => found[key]);
    if (first) document.getElementById(inputId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const request = shipmentRequest(lines, typed, { carrier: String(fields.get('carrier') ?? ''), trackingRef: String(fields.get('tracking_ref') ?? '') });
    await sendTyped(request, onShip, {
      showErrors,
      errorsOf: (serverErrors, sent) => shipmentErrorsOf(serverErrors, sent.lineIds),
      onDone: () => {
        setErrors({});
        setTyped({});
        setOpen(false);
      },
    });
  }

  const textField = (key: 'carrier' | 'tracking_ref', label: string, isRequired: boolean) => (
    <div className="admin-field">
      <label htmlFor={inputId(key)}>{label}</label>
      <input id={inputId(key)} name={key} required={isRequired} autoComplete="off" aria-invalid={errors[key] ? true : undefined} aria-describedby={errors[key] ? messageIdOf(inputId(key)) : undefined} />
      <FieldMessage inputId={inputId(key)} message={errors[key]} />
    </div>
  );

  return (
    <OpenedForm className="order-ship-part" formId="order-ship-part-form" opener="Dispatch part…" label="Dispatch part of the order" isOpen={isOpen} onToggle={() => setOpen(!isOpen)} formRef={formRef} onSubmit={onSubmit}>
      <fieldset className="order-ship-lines">
        <legend>How many of each line leave in this shipment (0 keeps a line back)</legend>
        {lines.map((line) => (
          <LineField
            key={line.id}
            inputId={inputId(lineErrorKey(line.id))}
            label={`${line.sku} ${line.title}: ${line.left} left`}
            value={typed[line.id] ?? '0'}
            onValue={(value) => setTyped({ ...typed, [line.id]: value })}
            error={errors[lineErrorKey(line.id)]}
            isNumeric
            className="order-ship-line"
            inputClassName="order-ship-qty"
          />
        ))}
      </fieldset>
      <div className="admin-form">
        {textField('carrier', 'Carrier', true)}
        {textField('tracking_ref', 'Tracking reference', false)}
      </div>
      <FormAlert message={errors._} />
      <button type="submit" className="button button-primary" disabled={isSending}>
        Dispatch this shipment
      </button>
    </OpenedForm>
  );
}
