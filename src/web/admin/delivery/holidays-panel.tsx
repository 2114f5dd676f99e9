// The public holidays no zone delivers on (issue #29 Part 2): the list, each removable, a row to add one,
// and 'Save holidays', which sends the whole list (PUT replaces it). The server's messages stand by the
// row they are about ('holidays.1.date'); a save reads the zones' next delivery days again.
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { deliveryDayWords } from '../../../shared/delivery-words.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { FormAlert } from '../form-alert.tsx';
import { InputField } from '../pricing/pricing-fields.tsx';
import { deliveryApi, type HolidayJson } from './delivery-api.ts';
import { HolidayRow } from './holiday-row.tsx';
import { otherMessages, type FieldErrors } from './zone-values.ts';

const byDate = (a: HolidayJson, b: HolidayJson) => a.date.localeCompare(b.date);
const dayWords = (date: string) => `${deliveryDayWords(date)} ${date.slice(0, 4)}`;

export function HolidaysPanel({ holidays }: { holidays: HolidayJson[] }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState('');
  const [rows, setRows] = useState(holidays);
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [draftErrors, setDraftErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) found.date = 'Choose the date.';
    else if (rows.some((row) => row.date === draft.date)) found.date = `${dayWords(draft.date)} is already listed.`;
    if (!draft.name.trim()) found.name = 'The name field is required.';
    setDraftErrors(found);
    if (Object.keys(found).length > 0) return;
    setRows([...rows, { date: draft.date, name: draft.name.trim() }].sort(byDate));
    setErrors({});
    setStatus(`${draft.name.trim()} on ${dayWords(draft.date)} is added to the list: save the holidays to keep it.`);
    setDraft({ date: '', name: '' });
  }

  function remove(index: number) {
    const gone = rows[index];
    setRows(rows.filter((_, at) => at !== index));
    setErrors({});
    if (gone) setStatus(`${gone.name} on ${dayWords(gone.date)} is taken off the list: save the holidays to keep that.`);
    saveButton.current?.focus();
  }

  async function save() {
    setBusy(true);
    setStatus('');
    setErrors({});
    try {
      const saved = await deliveryApi(browserAdminClient()).holidays.put({ holidays: rows });
      setRows(saved.holidays);
      setStatus(`The public holidays are saved: ${saved.holidays.length} listed.`);
      // The zones' next delivery days skip the holidays.
      void revalidator.revalidate();
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const rowErrors = (index: number) => ({ date: errors[`holidays.${index}.date`], name: errors[`holidays.${index}.name`] });
  const alert = otherMessages(errors, rows.map((_, index) => `holidays.${index}`)).join(' ');
  return (
    <section className="admin-panel admin-stack" aria-labelledby="holidays-heading">
      <h2 id="holidays-heading" className="admin-form-title">
        Public holidays
      </h2>
      <p className="admin-muted">No zone delivers on these days. A cut-off counts calendar days, so it may fall on a holiday or a weekend.</p>
      {rows.length === 0 ? (
        <p>No public holidays are listed.</p>
      ) : (
        <ul className="delivery-holidays" aria-label="Public holidays listed">
          {rows.map((row, index) => (
            <HolidayRow key={row.date} words={dayWords(row.date)} name={row.name} errors={rowErrors(index)} onRemove={() => remove(index)} />
          ))}
        </ul>
      )}
      <form className="admin-form" onSubmit={add} aria-labelledby="add-holiday-heading" noValidate>
        <h3 id="add-holiday-heading" className="admin-form-title">
          Add a holiday
        </h3>
        <InputField id="holiday-date" type="date" label="Date" value={draft.date} onChange={(event) => setDraft({ ...draft, date: event.target.value })} error={draftErrors.date} />
        <InputField id="holiday-name" label="Name" maxLength={80} size={24} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} error={draftErrors.name} />
        <button type="submit" className="button button-secondary">
          Add to the list
        </button>
      </form>
      <button ref={saveButton} type="button" className="button button-primary" disabled={isBusy} onClick={() => void save()}>
        Save holidays
      </button>
      <FormAlert message={alert || undefined} />
      <p role="status" className="admin-status">
        {status}
      </p>
    </section>
  );
}
