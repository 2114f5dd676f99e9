// spec §2 popups: add resident ('Add a New Resident': Resident Name, Room, Location; Cancel, Create) and
// edit resident (same fields; Cancel, Delete, Update). spec §5 checks come first; a 422's field errors
// show beside the fields. Update and Delete close the popup on success (spec §4); the page reloads the
// list whenever it closes.
import { useId, useRef, useState } from 'react';
import { RESIDENT_LOCATION_MAX_LENGTH, RESIDENT_NAME_MAX_LENGTH, RESIDENT_ROOM_MAX_LENGTH } from '../../../shared/limits.ts';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { ResidentDialog } from './resident-dialog.tsx';
import { failureText, fieldErrorsOf } from './resident-failures.ts';
import { confirmDeleteResident, residentFieldErrors, residentFormErrors, type ResidentFieldErrors } from './resident-form.ts';
import { residentsApi, type ListedResident, type ResidentFields } from './residents-api.ts';

type Props = {
  isOpen: boolean;
  /** The resident to edit; null adds one. */
  resident: ListedResident | null;
  locations: string[];
  namesHidden: boolean;
  /** Called when the popup closes; with the new resident after Create. */
  onClose(created?: ResidentJson): void;
};

export function ResidentFormDialog({ isOpen, resident, locations, namesHidden, onClose }: Props) {
  return (
    <ResidentDialog isOpen={isOpen} onClose={() => onClose()} title={resident ? 'Edit/Delete Resident' : 'Add a New Resident'}>
      <ResidentForm resident={resident} locations={locations} namesHidden={namesHidden} onDone={onClose} />
    </ResidentDialog>
  );
}

function ResidentForm({ resident, locations, namesHidden, onDone }: Omit<Props, 'isOpen' | 'onClose'> & { onDone: Props['onClose'] }) {
  const { showPopup } = useAppState();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<ResidentFields>({ name: resident?.name ?? '', room: resident?.room ?? '', location: resident?.location ?? '' });
  const [errors, setErrors] = useState<ResidentFieldErrors>({});
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const set = (field: keyof ResidentFields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  async function attempt(call: () => Promise<void>, fallback: string) {
    setBusy(true);
    setFailure('');
    try {
      await call();
    } catch (error) {
      const found = residentFieldErrors(fieldErrorsOf(error));
      setErrors(found);
      if (Object.keys(found).length === 0) setFailure(failureText(error, fallback));
      setBusy(false);
    }
  }

  function submit() {
    const checked = residentFormErrors(fields, resident ? 'update' : 'create', namesHidden);
    setErrors(checked);
    const invalid = Object.keys(checked)[0];
    if (invalid) {
      // The field to fix takes the focus once its message shows, so the message is read out with it.
      setTimeout(() => {
        const input = formRef.current?.elements.namedItem(invalid);
        if (input instanceof HTMLInputElement) input.focus();
      }, 0);
      return;
    }
    const api = residentsApi(createBrowserApiClient());
    void attempt(async () => {
      const answer = resident ? await api.update(resident.id, fields) : await api.create(fields);
      onDone(resident ? undefined : answer.data);
      showPopup(`<p>${escapeHtml(answer.message)}</p>`);
    }, RESIDENT_MESSAGES.addFailed);
  }

  function remove() {
    if (!resident || !window.confirm(confirmDeleteResident(resident.display_name))) return;
    void attempt(async () => {
      const answer = await residentsApi(createBrowserApiClient()).remove(resident.id);
      onDone();
      showPopup(`<p>${escapeHtml(answer.message || RESIDENT_MESSAGES.deleted)}</p>`);
    }, RESIDENT_MESSAGES.deleteFailed);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBusy) submit();
      }}
    >
      {namesHidden ? (
        <p className="resident-dialog__hint">Your account shows residents by room only, so no name is asked for.</p>
      ) : (
        <TextField label="Resident Name" name="name" value={fields.name} required maxLength={RESIDENT_NAME_MAX_LENGTH} autoComplete="off" error={errors.name} onChange={set('name')} />
      )}
      <TextField label="Room" name="room" value={fields.room} required={Boolean(resident)} maxLength={RESIDENT_ROOM_MAX_LENGTH} autoComplete="off" error={errors.room} onChange={set('room')} />
      <TextField
        label="Location"
        name="location"
        value={fields.location}
        required={Boolean(resident)}
        maxLength={RESIDENT_LOCATION_MAX_LENGTH}
        autoComplete="off"
        list={listId}
        hint={locations.length > 0 ? 'Choose one of your locations or type a new one.' : undefined}
        error={errors.location}
        onChange={set('location')}
      />
      <datalist id={listId}>
        {locations.map((location) => (
          <option key={location} value={location} />
        ))}
      </datalist>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-dialog__buttons">
        <button type="button" className="button button-secondary" onClick={() => onDone()}>
          Cancel
        </button>
        {resident ? (
          <button type="button" className="button button-secondary resident-dialog__delete" disabled={isBusy} onClick={remove}>
            Delete
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {resident ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
