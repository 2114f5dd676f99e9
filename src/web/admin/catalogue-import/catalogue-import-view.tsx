// /admin/catalogue-import (issue #19 Part 1): choose a CSV, see every row with its errors (nothing has
// changed yet), then apply it all at once; a file with bad rows cannot be applied. The export is the
// same columns, for editing and importing back.
import { useRef, useState, type FormEvent } from 'react';
import { CsvCheckAnswer, CsvFileFields } from '../csv-file-check.tsx';
import type { CatalogueImportPreviewJson } from '../../../shared/schemas/admin-catalogue-import.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { catalogueImportApi, checkCatalogueCsv } from './catalogue-import-api.ts';
import { ImportColumnsHelp } from './import-columns-help.tsx';
import { ImportPreview } from './import-preview.tsx';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.body.errors ? Object.values(error.body.errors).join(' ') : apiErrorMessage(error);

export function CatalogueImportView() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<CatalogueImportPreviewJson | null>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  async function onCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    setError(undefined);
    setResult(undefined);
    setPreview(null);
    if (!file) {
      setError('Choose a CSV file first.');
      return;
    }
    setBusy(true);
    try {
      setPreview(await checkCatalogueCsv(file));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  async function onApply() {
    if (!preview) return;
    setBusy(true);
    setError(undefined);
    try {
      setResult((await catalogueImportApi(browserAdminClient()).apply(preview.token)).message);
      setPreview(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <a href="/admin/api/catalogue.csv" download>
          Download the catalogue as CSV
        </a>{' '}
        <span className="admin-muted">(the import’s columns: edit it and import it back)</span>
      </p>
      <ImportColumnsHelp />
      <form className="admin-form admin-panel" onSubmit={(event) => void onCheck(event)} aria-labelledby="import-check-heading">
        <h2 id="import-check-heading" className="visually-hidden">
          Upload a catalogue file
        </h2>
        <CsvFileFields id="import-file" inputRef={fileInput} isBusy={isBusy} />
      </form>
      <CsvCheckAnswer error={error} status={result ?? ''} />
      {preview ? (
        <section className="admin-panel" aria-labelledby="import-preview-heading">
          <h2 id="import-preview-heading">Check before applying</h2>
          {preview.invalid > 0 ? (
            <p className="admin-error">Nothing has changed. Correct the rows with errors and check the file again: a file with errors cannot be applied.</p>
          ) : (
            <p>
              <button type="button" className="button button-primary" disabled={isBusy} onClick={() => void onApply()}>
                Apply all {preview.valid} rows
              </button>
            </p>
          )}
          <ImportPreview preview={preview} />
        </section>
      ) : null}
    </>
  );
}
