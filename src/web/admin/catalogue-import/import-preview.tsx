// The checked file's rows (issue #19 Part 1): rows with errors first, each problem under its column's
// name, and what each ready row changes; 'Only rows with errors' hides the good ones. Every row is listed.
import { useState } from 'react';
import type { CatalogueImportPreviewJson, CatalogueImportRowJson } from '../../../shared/schemas/admin-catalogue-import.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';

const hasErrors = (row: CatalogueImportRowJson) => Object.keys(row.errors).length > 0;

function Problems({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return <span className="admin-status">Ready</span>;
  return (
    <ul className="admin-values">
      {entries.map(([field, message]) => (
        <li key={field}>
          {field === 'row' ? '' : <strong>{field}: </strong>}
          {message}
        </li>
      ))}
    </ul>
  );
}

const ACTION_LABELS = { new: 'New product', update: 'Update', unchanged: 'No change' } as const;

/** What a row does to its product: new, each column it changes, or nothing. */
function Change({ row }: { row: CatalogueImportRowJson }) {
  if (row.action === null) return null;
  const entries = Object.entries(row.changes);
  if (entries.length === 0) return <>{ACTION_LABELS[row.action]}</>;
  return (
    <ul className="admin-values">
      {entries.map(([column, change]) => (
        <li key={column}>
          <strong>{column}: </strong>
          {change}
        </li>
      ))}
    </ul>
  );
}

const countOf = (rows: CatalogueImportRowJson[], action: CatalogueImportRowJson['action']) => rows.filter((row) => row.action === action && !hasErrors(row)).length;

const COLUMNS: ListColumn<CatalogueImportRowJson>[] = [
  { heading: 'Line', cellClassName: 'admin-number', cell: (row) => row.line },
  { heading: 'SKU', cell: (row) => row.sku },
  { heading: 'Change', cell: (row) => <Change row={row} /> },
  { heading: 'Problems', cell: (row) => <Problems errors={row.errors} /> },
];

export function ImportPreview({ preview }: { preview: CatalogueImportPreviewJson }) {
  const [isOnlyErrors, setOnlyErrors] = useState(preview.invalid > 0);
  const ordered = [...preview.rows.filter(hasErrors), ...preview.rows.filter((row) => !hasErrors(row))];
  const shown = isOnlyErrors ? ordered.filter(hasErrors) : ordered;
  return (
    <div className="admin-stack">
      <p>
        <strong>{preview.file_name}</strong>: {preview.rows.length} rows, {preview.valid} ready, {preview.invalid} with errors.
      </p>
      {preview.valid > 0 ? (
        <p>
          Of the ready rows: {countOf(preview.rows, 'new')} new products, {countOf(preview.rows, 'update')} changed, {countOf(preview.rows, 'unchanged')} unchanged.
        </p>
      ) : null}
      {preview.invalid > 0 ? (
        <label className="admin-check">
          <input type="checkbox" checked={isOnlyErrors} onChange={(event) => setOnlyErrors(event.currentTarget.checked)} /> Only rows with errors
        </label>
      ) : null}
      <AdminListTable
        caption={isOnlyErrors ? 'Rows with errors' : 'Every row of the file, rows with errors first'}
        label="Rows of the file"
        columns={COLUMNS}
        rows={shown}
        rowKey={(row) => row.line}
      />
    </div>
  );
}
