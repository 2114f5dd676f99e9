// 'Return items' (issue #30 Part 2): the buyer chooses lines of a delivered order, how many of each and
// why, and sends the request. The server decides how many may go back (a 422 names the line); the
// form keeps what was typed and shows each error beside its line.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RETURN_REASONS, RETURN_REASON_WORDS, type ReturnReason } from '../../../shared/return-words.ts';
import { ApiRequestError, createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { returnsApi } from './returns-api.ts';

export type ReturnableLine = { id: number; sku: string; title: string; shippedQty: number };
type Choice = { qty: string; reason: ReturnReason | ''; detail: string };

export function ReturnForm({ orderId, lines }: { orderId: number; lines: ReturnableLine[] }) {
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Record<number, Choice>>(() => Object.fromEntries(lines.map((line) => [line.id, { qty: '0', reason: '', detail: '' }])));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [isBusy, setBusy] = useState(false);
  const set = (lineId: number, change: Partial<Choice>) => setChoices((before) => ({ ...before, [lineId]: { ...(before[lineId] as Choice), ...change } }));

  async function submit() {
    const chosen = lines.filter((line) => Number(choices[line.id]?.qty ?? 0) > 0);
    const local: Record<string, string> = {};
    for (const line of chosen) if (!choices[line.id]?.reason) local[`${line.id}.reason`] = 'Choose why it goes back.';
    if (chosen.length === 0) local.form = 'Choose how many of at least one item to return.';
    setErrors(local);
    setMessage('');
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const body = {
        order_id: orderId,
        note,
        lines: chosen.map((line) => ({ line_id: line.id, qty: Number(choices[line.id]?.qty), reason: choices[line.id]?.reason as ReturnReason, detail: choices[line.id]?.detail ?? '' })),
      };
      const created = await returnsApi(createBrowserApiClient()).create(body);
      await navigate(`/my-account/returns/${created.data.id}?sent=1`);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiRequestError ? (failure.body.errors ?? {}) : {};
      const mapped: Record<string, string> = {};
      for (const [field, text] of Object.entries(fieldErrors)) {
        const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
        const line = match ? chosen[Number(match[1])] : undefined;
        mapped[line && match ? `${line.id}.${match[2] === 'line_id' ? 'qty' : match[2]}` : field === 'note' ? 'note' : 'form'] = text;
      }
      setErrors(mapped);
      setMessage(Object.keys(mapped).length > 0 ? 'Please check the items marked below.' : apiErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form
      className="card return-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {message || errors.form ? (
        <p className="notice notice-error" role="alert">
          {errors.form ?? message}
        </p>
      ) : null}
      {lines.map((line) => {
        const choice = choices[line.id] as Choice;
        const qtyError = errors[`${line.id}.qty`];
        const reasonError = errors[`${line.id}.reason`];
        const detailError = errors[`${line.id}.detail`];
        return (
          <fieldset key={line.id} className="return-form__line">
            <legend>{`${line.title} (${line.sku}), ${line.shippedQty} delivered`}</legend>
            <div className="return-form__fields">
              <div>
                <label htmlFor={`qty-${line.id}`}>Quantity to return</label>
                <input
                  id={`qty-${line.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.shippedQty}
                  value={choice.qty}
                  aria-invalid={qtyError ? true : undefined}
                  aria-describedby={qtyError ? `qty-${line.id}-error` : undefined}
                  onChange={(event) => set(line.id, { qty: event.currentTarget.value })}
                />
                {qtyError ? <p id={`qty-${line.id}-error`} className="field-error">{qtyError}</p> : null}
              </div>
              <div>
                <label htmlFor={`reason-${line.id}`}>Why</label>
                <select
                  id={`reason-${line.id}`}
                  value={choice.reason}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `reason-${line.id}-error` : undefined}
                  onChange={(event) => set(line.id, { reason: event.currentTarget.value as ReturnReason | '' })}
                >
                  <option value="">Choose a reason</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {RETURN_REASON_WORDS[reason]}
                    </option>
                  ))}
                </select>
                {reasonError ? <p id={`reason-${line.id}-error`} className="field-error">{reasonError}</p> : null}
              </div>
              <div className="return-form__detail">
                <label htmlFor={`detail-${line.id}`}>More about it (optional)</label>
                <input
                  id={`detail-${line.id}`}
                  type="text"
                  maxLength={500}
                  value={choice.detail}
                  aria-invalid={detailError ? true : undefined}
                  aria-describedby={detailError ? `detail-${line.id}-error` : undefined}
                  onChange={(event) => set(line.id, { detail: event.currentTarget.value })}
                />
                {detailError ? <p id={`detail-${line.id}-error`} className="field-error">{detailError}</p> : null}
              </div>
            </div>
          </fieldset>
        );
      })}
      <label htmlFor="return-note">A note for us (optional)</label>
      <textarea id="return-note" rows={3} maxLength={2000} value={note} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? 'return-note-error' : undefined} onChange={(event) => setNote(event.currentTarget.value)} />
      {errors.note ? <p id="return-note-error" className="field-error">{errors.note}</p> : null}
      <p>We reply by e-mail: once we approve the return we tell you how to send the goods back, and we credit them when they arrive.</p>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Ask to return these items
      </button>
    </form>
  );
}
