// Quick order (issue #9): typed rows with type-ahead (the header search's suggestions, issue #18), a
// paste box and a file upload, matched in one call; then the preview table (preview-table.tsx) where
// lines are fixed before going to the cart or a list.
// The input itself (rows, paste, file) is held by the page (use-quick-order-input.ts).
import { useId } from 'react';
import { ProductSuggestField } from '../search/product-suggest-field.tsx';
import { emptyRow, type QuickOrderInput, type SourcedLine, type TypedRow } from './use-quick-order-input.ts';

function TypedRowFields(props: { row: TypedRow; index: number; onChange(row: TypedRow): void; onRemove(): void; canRemove: boolean }) {
  const { row, index } = props;
  const listId = useId();
  return (
    <li className="quick-order-row">
      <div className="field">
        <label htmlFor={`${listId}-query`}>SKU or product name, row {index + 1}</label>
        {/* Issue #18: the header search's suggestions; taking one puts its SKU in the row. */}
        <ProductSuggestField
          id={`${listId}-query`}
          listLabel={`Suggestions for row ${index + 1}`}
          value={row.query}
          onValueChange={(query) => props.onChange({ ...row, query })}
          onChoose={(product) => product.sku}
        />
      </div>
      <div className="field quick-order-row__qty">
        <label htmlFor={`${listId}-qty`}>Quantity, row {index + 1}</label>
        <input id={`${listId}-qty`} inputMode="numeric" value={row.qty} onChange={(event) => props.onChange({ ...row, qty: event.target.value })} />
      </div>
      {props.canRemove && (
        <button type="button" className="button button-secondary quick-order-row__remove" onClick={props.onRemove}>
          Remove row {index + 1}
        </button>
      )}
    </li>
  );
}

/** The three ways in; 'Match' sends every line of all three in one call. */
export function QuickOrderForm(props: { input: QuickOrderInput; isBusy: boolean; onMatch(lines: SourcedLine[]): void }) {
  const { rows, setRows, pasted, setPasted, file, isReadingFile, lines: allLines, problems, fileNotes } = props.input;
  const inputNotes = problems.filter((problem) => problem.line === 0);
  const lineProblems = problems.filter((problem) => problem.line > 0);
  const pasteId = useId();
  const fileId = useId();

  return (
    <form
      className="quick-order-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.isBusy && allLines.length > 0) props.onMatch(allLines);
      }}
    >
      <fieldset className="quick-order-panel">
        <legend>Type SKUs or product names</legend>
        <ol className="quick-order-rows">
          {rows.map((row, index) => (
            <TypedRowFields
              key={row.id}
              row={row}
              index={index}
              canRemove={rows.length > 1}
              onChange={(changed) => setRows((current) => current.map((entry) => (entry.id === changed.id ? changed : entry)))}
              onRemove={() => setRows((current) => current.filter((entry) => entry.id !== row.id))}
            />
          ))}
        </ol>
        <button type="button" className="button button-secondary" onClick={() => setRows((current) => [...current, emptyRow()])}>
          Add a row
        </button>
      </fieldset>

      <div className="quick-order-panel">
        <label htmlFor={pasteId} className="quick-order-panel__title">
          Paste from a spreadsheet
        </label>
        <p id={`${pasteId}-hint`} className="field-hint">
          One product a line: SKU or name, then quantity, separated by a tab, comma, semicolon or space. A header row is fine.
        </p>
        <textarea id={pasteId} aria-describedby={`${pasteId}-hint`} rows={8} value={pasted} onChange={(event) => setPasted(event.target.value)} spellCheck={false} />
      </div>

      <div className="quick-order-panel">
        <label htmlFor={fileId} className="quick-order-panel__title">
          Upload a CSV or Excel file
        </label>
        <p id={`${fileId}-hint`} className="field-hint">
          A column of SKUs and a column of quantities, up to 5,000 lines.{' '}
          <a href="/quick-order-template.csv" download>
            Download the template (CSV)
          </a>
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void props.input.chooseFile(event.target.files?.[0])}
        />
        {isReadingFile && <p role="status">Reading the file…</p>}
        {file && !isReadingFile && (
          <div role="status">
            <p>
              {file.name}: {file.lines.length.toLocaleString('en-NZ')} {file.lines.length === 1 ? 'line' : 'lines'} read.
            </p>
            {fileNotes.map((note) => (
              <p key={note} className="quick-order-file-note">
                {note}
              </p>
            ))}
          </div>
        )}
      </div>

      {problems.length > 0 && (
        <div className="quick-order-problems" role="alert">
          {inputNotes.map((note) => (
            <p key={note.message}>{note.message}</p>
          ))}
          {lineProblems.length > 0 && (
            <>
              <p>These lines were left out:</p>
              <ul>
                {lineProblems.map((problem) => (
                  <li key={`${problem.where}-${problem.line}-${problem.message}`}>{`${problem.where} ${problem.line}: ${problem.message}`}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <div className="quick-order-actions">
        <button type="submit" className="button button-primary" aria-disabled={props.isBusy || allLines.length === 0 || undefined}>
          Match {allLines.length.toLocaleString('en-NZ')} {allLines.length === 1 ? 'line' : 'lines'}
        </button>
      </div>
    </form>
  );
}
