// spec §2 Resident Tracker: the list controls, the residents (rows that open and close, individually or
// all at once), the popups and the usage summary below (loaded by the browser). The list reloads whenever
// the add or edit popup closes (spec §4); a reload, a save or a removed line refreshes the summary.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ResidentDetailsDialog } from './resident-details-dialog.tsx';
import { hasUnsavedLines } from './resident-drafts.ts';
import { ResidentFormDialog } from './resident-form-dialog.tsx';
import type { ResidentFilters } from './resident-params.ts';
import type { ListedResident } from './residents-api.ts';
import { ResidentRow } from './resident-row.tsx';
import { ResidentToolbar } from './resident-toolbar.tsx';
import { UsageSummary } from './usage-summary.tsx';
import { useResidentEditor } from './use-resident-editor.ts';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';

export const LEAVE_QUESTION = 'Some residents have changes that are not yet saved. Leave this page and lose them?';

export type ResidentTrackerData = {
  residents: ListedResident[];
  locations: string[];
  /** The account shows residents by room only (issue #10 privacy): no name is shown or asked for. */
  namesHidden: boolean;
  filters: ResidentFilters;
};

type Popup = { kind: 'form'; resident: ListedResident | null } | { kind: 'details'; resident: ListedResident } | null;

export function ResidentTracker({ data }: { data: ResidentTrackerData }) {
  const revalidator = useRevalidator();
  const [summaryVersion, refreshSummary] = useReducer((version: number) => version + 1, 0);
  const editor = useResidentEditor(data.residents, refreshSummary);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [popup, setPopup] = useState<Popup>(null);
  const { residents } = editor;
  useLeaveWarning(editor.hasUnsavedWork, LEAVE_QUESTION);
  const isAllOpen = residents.length > 0 && residents.every((resident) => openIds.has(resident.id));

  // spec §4: closing the add or edit popup reloads the list.
  const wasFormOpen = useRef(false);
  useEffect(() => {
    if (popup?.kind === 'form') wasFormOpen.current = true;
    else if (wasFormOpen.current) {
      wasFormOpen.current = false;
      void revalidator.revalidate();
    }
  }, [popup]);

  function toggle(residentId: number) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(residentId)) next.add(residentId);
      return next;
    });
  }

  const shown = popup?.kind === 'details' ? (residents.find((resident) => resident.id === popup.resident.id) ?? popup.resident) : null;
  // The list's resident (fresh after each reload), with the lines and costs its row loaded.
  const stored = shown ? editor.fullOf(shown.id) : undefined;
  const detailTimes = shown ? editor.timesOf(shown) : null;

  return (
    <>
      <ResidentToolbar
        filters={data.filters}
        locations={data.locations}
        namesHidden={data.namesHidden}
        isAllOpen={isAllOpen}
        canExpand={residents.length > 0}
        onAdd={() => setPopup({ kind: 'form', resident: null })}
        onExpandAll={(isOpen) => {
          const ids = residents.map((resident) => resident.id);
          // One call for everyone's lines, rather than one a row.
          if (isOpen) editor.loadAll(data.filters, ids);
          setOpenIds(new Set(isOpen ? ids : []));
        }}
      />
      <section className="card resident-list" aria-labelledby="resident-list-title">
        <h2 id="resident-list-title" className="resident-list__count" aria-live="polite">
          {residents.length === 1 ? '1 resident' : `${residents.length} residents`}
        </h2>
        {residents.length > 0 ? (
          <ul className="resident-list__rows" aria-label="Residents">
            {residents.map((resident) => (
              <ResidentRow
                key={resident.id}
                resident={resident}
                editor={editor}
                isOpen={openIds.has(resident.id)}
                onToggle={() => toggle(resident.id)}
                onEdit={() => setPopup({ kind: 'form', resident })}
                onDetails={() => setPopup({ kind: 'details', resident })}
              />
            ))}
          </ul>
        ) : (
          <p className="resident-list__empty">
            {data.filters.keyword || data.filters.location !== 'all'
              ? 'No residents match your search.'
              : "No residents yet. Add one with 'Add a New Resident', then schedule the products they use at each order time."}
          </p>
        )}
      </section>
      <UsageSummary location={data.filters.location} version={summaryVersion} listed={data.residents} />
      <ResidentFormDialog
        isOpen={popup?.kind === 'form'}
        resident={popup?.kind === 'form' ? popup.resident : null}
        locations={data.locations}
        namesHidden={data.namesHidden}
        onClose={(created) => {
          if (created) {
            editor.keep([created]);
            setOpenIds((current) => new Set([...current, created.id]));
          }
          setPopup(null);
        }}
      />
      <ResidentDetailsDialog
        resident={shown}
        stored={stored}
        hasUnsavedChanges={detailTimes ? hasUnsavedLines(detailTimes) : false}
        onClose={() => setPopup(null)}
      />
    </>
  );
}
