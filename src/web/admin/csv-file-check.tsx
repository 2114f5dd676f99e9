// What a back-office CSV upload shares (the catalogue import, a price list's entries): the file field and
// its 'Check the file' button, and below the form the error and the status line that answer it.
import type { RefObject } from 'react';
import { FormAlert } from './form-alert.tsx';

export function CsvFileFields({ id, inputRef, isBusy }: { id: string; inputRef: RefObject<HTMLInputElement | null>; isBusy: boolean }) {
  return (
    <>
      <div className="admin-field">
        <label htmlFor={id}>CSV file</label>
        <input id={id} ref={inputRef} type="file" name="file" accept=".csv,text/csv" />
      </div>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Check the file
      </button>
    </>
  );
}

export function CsvCheckAnswer({ error, status }: { error: string | undefined; status: string }) {
  return (
    <>
      <FormAlert message={error} />
      <p role="status" className="admin-status">
        {status}
      </p>
    </>
  );
}
