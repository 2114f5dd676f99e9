// The desk's next step on a return (issue #30 Part 2): approve with instructions or decline with a reason
// (both e-mailed to the buyer as written), then receive the goods, restocked or not, which credits them.
// The server decides what may happen (409 when the return has moved on); the forms follow its status.
import { useState } from 'react';
import type { StaffReturnJson } from '../../../shared/schemas/returns.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { adminReturnsApi, type ReturnStep } from './returns-api.ts';

type Props = { row: StaffReturnJson; onDone: (message: string) => void };

function useStep(onDone: (message: string) => void) {
  const [isBusy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function run(work: () => Promise<ReturnStep>) {
    setBusy(true);
    setErrors({});
    try {
      onDone((await work()).message);
    } catch (failure) {
      setErrors(failure instanceof ApiRequestError && failure.body.errors ? failure.body.errors : { form: apiErrorMessage(failure) });
    }
    setBusy(false);
  }
  return { isBusy, errors, run };
}

function WordsForm({ id, label, field, button, isBusy, error, onSubmit }: { id: string; label: string; field: string; button: string; isBusy: boolean; error?: string; onSubmit: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <h2 id={`${id}-heading`}>{button}</h2>
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} name={field} rows={4} value={text} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => setText(event.currentTarget.value)} />
        {error ? (
          <p id={`${id}-error`} className="admin-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        {button}
      </button>
    </form>
  );
}

export function ReturnSteps({ row, onDone }: Props) {
  const { isBusy, errors, run } = useStep(onDone);
  const [restock, setRestock] = useState(true);
  const api = () => adminReturnsApi(browserAdminClient());
  if (row.status === 'requested') {
    return (
      <div className="admin-columns">
        <FormAlert message={errors.form} />
        <WordsForm id="return-instructions" label="Instructions for the buyer (e-mailed as written)" field="instructions" button="Approve" isBusy={isBusy} error={errors.instructions} onSubmit={(instructions) => void run(() => api().approve(row.id, { instructions }))} />
        <WordsForm id="return-decline-reason" label="Why it is declined (e-mailed as written)" field="reason" button="Decline" isBusy={isBusy} error={errors.reason} onSubmit={(reason) => void run(() => api().decline(row.id, { reason }))} />
      </div>
    );
  }
  if (row.status === 'approved' || row.status === 'received') {
    const isRetry = row.status === 'received';
    return (
      <form
        className="admin-form admin-panel"
        aria-labelledby="return-receive-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => api().receive(row.id, { restock }));
        }}
      >
        <h2 id="return-receive-heading">{isRetry ? 'Credit' : 'Receive'}</h2>
        <FormAlert message={errors.form ?? errors.restock ?? errors.lines ?? errors.amount} />
        {isRetry ? (
          <p>The goods are in but the credit was not issued yet. Try the credit again.</p>
        ) : (
          <>
            <p>Mark the goods received when they arrive. The returned lines are credited on the order's invoices (a card payment is refunded) and the buyer is e-mailed the credit.</p>
            <div className="admin-field admin-checkbox">
              <input id="return-restock" type="checkbox" checked={restock} onChange={(event) => setRestock(event.currentTarget.checked)} />
              <label htmlFor="return-restock">Back on the shelf (restock)</label>
            </div>
          </>
        )}
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {isRetry ? 'Credit again' : 'Receive and credit'}
        </button>
      </form>
    );
  }
  return null;
}
