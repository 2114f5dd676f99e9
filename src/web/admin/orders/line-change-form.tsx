// 'Change lines…' (issue #30 Part 2): each line's quantity as the buyer now wants it (0 removes it) and,
// on account, products added by SKU at the account's price. A card-paid order only goes down: the form says
// so and offers no product to add. The server's refusals show on the line or row they name.
import { useState, type FormEvent } from 'react';
import type { OrderLinesChangeBody } from '../../../shared/schemas/order-changes.ts';
import { formatCents } from '../../../shared/money.ts';
import { FormAlert } from '../form-alert.tsx';
import { addKey, changeLineKey, lineChangeErrorsOf, lineChangeRequest, type ChangeableLine, type TypedAdd } from './line-change-request.ts';
import type { ActionOutcome } from './use-order-actions.ts';
import { LineField, OpenedForm, sendTyped, useFocusWhenOpened } from './desk-form-parts.tsx';

type Props = { lines: ChangeableLine[]; isCardPaid: boolean; isSending: boolean; onChange: (body: OrderLinesChangeBody) => Promise<ActionOutcome> };

const inputId = (key: string) => `change-${key}`;
const NO_ADDS: TypedAdd[] = [{ sku: '', qty: '' }];

export function LineChangeForm({ lines, isCardPaid, isSending, onChange }: Props) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [adds, setAdds] = useState<TypedAdd[]>(NO_ADDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusWhenOpened(isOpen);

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const keys = [...lines.map((line) => changeLineKey(line.id)), ...adds.flatMap((_, row) => [addKey(row, 'sku'), addKey(row, 'qty')])];
    const first = keys.find((key) => found[key]);
    if (first) document.getElementById(inputId(first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendTyped(lineChangeRequest(lines, typed, isCardPaid ? [] : adds), onChange, {
      showErrors,
      errorsOf: lineChangeErrorsOf,
      onDone: () => {
        setErrors({});
        setTyped({});
        setAdds(NO_ADDS);
        setOpen(false);
      },
    });
  }

  const setAdd = (row: number, field: keyof TypedAdd, value: string) => setAdds(adds.map((add, index) => (index === row ? { ...add, [field]: value } : add)));
  const field = (key: string, label: string, value: string, onValue: (value: string) => void, options: { isNumeric?: boolean; className?: string } = {}) => (
    <LineField key={key} inputId={inputId(key)} label={label} value={value} onValue={onValue} error={errors[key]} {...options} />
  );

  return (
    <OpenedForm className="order-change-lines" formId="order-change-lines-form" opener="Change lines…" label="Change the order's lines" isOpen={isOpen} onToggle={() => setOpen(!isOpen)} formRef={formRef} onSubmit={onSubmit}>
      <p className="admin-muted">
        {isCardPaid
          ? 'Paid by card: quantities can only go down (0 removes a line). The difference is refunded to the card with a credit note.'
          : "Type each line's new quantity (0 removes it), or add products at the account's price. The buyer is e-mailed the change."}
      </p>
      <fieldset className="order-ship-lines">
        <legend>Quantities</legend>
        {lines.map((line) =>
          field(changeLineKey(line.id), `${line.sku} ${line.title} (${formatCents(line.price)} each)`, typed[line.id] ?? String(line.qty), (value) => setTyped({ ...typed, [line.id]: value }), {
            isNumeric: true,
            className: 'order-ship-line',
          }),
        )}
      </fieldset>
      {isCardPaid ? null : (
        <fieldset className="order-ship-lines">
          <legend>Add products</legend>
          {adds.map((add, row) => (
            <div className="admin-form" key={row}>
              {field(addKey(row, 'sku'), `SKU (product ${row + 1})`, add.sku, (value) => setAdd(row, 'sku', value))}
              {field(addKey(row, 'qty'), `Quantity (product ${row + 1})`, add.qty, (value) => setAdd(row, 'qty', value), { isNumeric: true })}
            </div>
          ))}
          <button type="button" className="button button-secondary" onClick={() => setAdds([...adds, { sku: '', qty: '' }])}>
            Add another product
          </button>
        </fieldset>
      )}
      <FormAlert message={errors._} />
      <button type="submit" className="button button-primary" disabled={isSending}>
        Save the change
      </button>
    </OpenedForm>
  );
}
