// spec §2 one resident: a row showing name, room and location that opens and closes (a button with
// aria-expanded); open, it offers 'Edit/Delete Resident', 'View Details', 'Save Changes' and 'Print
// Report' (spec: disabled while the first two order times hold only the placeholder) and its order times.
import { useEffect, useId } from 'react';
import { OrderTimeLines } from './order-time-lines.tsx';
import { useResidentCatalogue } from './resident-catalogue.tsx';
import { canPrintResident, duplicateLineErrors, hasUnsavedLines, type DraftTime } from './resident-drafts.ts';
import type { LineActions } from './resident-line-editor.tsx';
import { residentPrintHref } from './resident-params.ts';
import type { ListedResident } from './residents-api.ts';
import type { ResidentEditor } from './use-resident-editor.ts';
import { useCanOrder } from '../../lib/root-data.ts';

type Props = {
  resident: ListedResident;
  editor: ResidentEditor;
  isOpen: boolean;
  onToggle(): void;
  onEdit(): void;
  onDetails(): void;
};

export function ResidentRow({ resident, editor, isOpen, onToggle, onEdit, onDetails }: Props) {
  const bodyId = useId();
  return (
    <li className={`resident-row${isOpen ? ' resident-row--open' : ''}`}>
      <h3>
        {/* Lean markup: a closed row is all a large home's page carries of each resident (issue #16 item 19). */}
        <button type="button" className="resident-row__toggle" aria-expanded={isOpen} aria-controls={isOpen ? bodyId : undefined} onClick={onToggle}>
          <span className="resident-row__name">{resident.display_name}</span>
          <span>
            <small>Room</small>
            {` ${resident.room || '—'}`}
          </span>
          <span>
            <small>Location</small>
            {` ${resident.location || 'None'}`}
          </span>
        </button>
      </h3>
      {isOpen ? <ResidentBody id={bodyId} resident={resident} editor={editor} onEdit={onEdit} onDetails={onDetails} /> : null}
    </li>
  );
}

function ResidentBody({ id, resident, editor, onEdit, onDetails }: Omit<Props, 'isOpen' | 'onToggle'> & { id: string }) {
  const canOrder = useCanOrder();
  const catalogue = useResidentCatalogue();
  const times = editor.timesOf(resident);
  const stored = editor.fullOf(resident.id);
  const isBusy = editor.busyId === resident.id;
  const canPrint = stored ? canPrintResident(stored) : false;
  const named = <span className="visually-hidden">{`: ${resident.display_name}`}</span>;
  const categoryKey = [...new Set((times ?? []).flatMap((time) => time.lines.map((line) => line.categoryId)))].join(',');

  // The resident's lines are loaded when the row opens (the list comes without them), and the categories
  // they use with them, so each product selector lists its category's products.
  useEffect(() => {
    if (!stored) editor.ensureLoaded(resident.id);
  }, [stored, resident.id, editor.ensureLoaded]);
  useEffect(() => {
    for (const categoryId of categoryKey.split(',').map(Number)) if (categoryId > 0) void catalogue.load(categoryId);
  }, [categoryKey, catalogue.load]);

  const actions: LineActions = {
    chooseCategory: (key, categoryId) => editor.chooseCategory(resident, key, categoryId),
    chooseProduct: (key, product) => editor.chooseProduct(resident, key, product),
    typeQty: (key, typed) => editor.typeQty(resident, key, typed),
    remove: (line) => void editor.removeLine(resident, line),
  };

  return (
    <div id={id} className="resident-row__body">
      <div className="resident-row__actions">
        <button type="button" className="button button-secondary" onClick={onEdit}>
          Edit/Delete Resident{named}
        </button>
        <button type="button" className="button button-secondary" onClick={onDetails}>
          View Details{named}
        </button>
        {canOrder ? (
          <button type="button" className="button button-primary" disabled={isBusy || !times} onClick={() => void editor.save(resident)}>
            Save Changes{named}
          </button>
        ) : null}
        {canPrint ? (
          <a className="button button-secondary" href={residentPrintHref(resident.id)} target="_blank" rel="noopener">
            Print Report{named}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" className="button button-secondary" disabled aria-describedby={times ? `${id}-print` : undefined}>
            Print Report{named}
          </button>
        )}
      </div>
      {times ? <ResidentTimes id={id} resident={resident} times={times} canPrint={canPrint} editor={editor} actions={actions} /> : <LinesLoading resident={resident} editor={editor} />}
    </div>
  );
}

type TimesProps = { id: string; resident: ListedResident; times: DraftTime[]; canPrint: boolean; editor: ResidentEditor; actions: LineActions };

function ResidentTimes({ id, resident, times, canPrint, editor, actions }: TimesProps) {
  // The server's answer to the last save, and a product chosen twice at one order time as it happens.
  const lineErrors = { ...duplicateLineErrors(times), ...editor.lineErrorsOf(resident.id) };
  return (
    <>
      {!canPrint ? (
        <p id={`${id}-print`} className="resident-row__hint">
          {`Print Report is available once ${times[0]?.title ?? 'the first order time'} or ${times[1]?.title ?? 'the second'} has saved products.`}
        </p>
      ) : null}
      {hasUnsavedLines(times) ? <p className="resident-row__unsaved">This resident has changes that are not yet saved.</p> : null}
      <div className="resident-row__times">
        {times.map((time) => (
          <OrderTimeLines
            key={time.id}
            time={time}
            lineErrors={lineErrors}
            focusKey={editor.focusKey}
            actions={actions}
            onAdd={() => editor.addLine(resident, time.id)}
          />
        ))}
      </div>
    </>
  );
}

/** While the row's lines load, or after they failed to (with a way to ask again). */
function LinesLoading({ resident, editor }: { resident: ListedResident; editor: ResidentEditor }) {
  if (editor.hasFailedToLoad(resident.id)) {
    return (
      <p className="notice notice-error" role="alert">
        {"This resident's products could not be loaded. "}
        <button type="button" className="button button-secondary resident-row__retry" onClick={() => editor.ensureLoaded(resident.id)}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className="resident-row__loading" role="status">
      Loading the products…
    </p>
  );
}
