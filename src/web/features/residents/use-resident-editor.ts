// The residents as the page holds them (spec §4 Resident rows): the server's residents (their lines
// loaded as rows open, use-full-residents.ts), each one's draft lines while it has changes, and the line
// actions (category → products, quantity, 'Add another product', remove, 'Save Changes'). A save or a
// removed line replaces the resident with what the server stored; residents with unsaved changes keep
// them across a reload of the list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESIDENT_MESSAGES } from '../../../shared/resident-messages.ts';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { digitsOnly } from '../../lib/quantity.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useResidentCatalogue } from './resident-catalogue.tsx';
import { draftOf, hasUnsavedLines, itemsToSave, lineErrorsOf, placeholderLine, type DraftLine, type DraftProduct, type DraftTime } from './resident-drafts.ts';
import { failureText, fieldErrorsOf } from './resident-failures.ts';
import { residentsApi, toListedResident, type ListedResident } from './residents-api.ts';
import { useFullResidents } from './use-full-residents.ts';

const popupText = (text: string) => `<p>${escapeHtml(text)}</p>`;

function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  const { [id]: _dropped, ...rest } = record;
  return rest;
}

export type ResidentEditor = ReturnType<typeof useResidentEditor>;
/** The editor needs only which resident. */
type Resident = Pick<ResidentJson, 'id'>;

export function useResidentEditor(loaded: ListedResident[], onStored: () => void) {
  const { setLoading, showPopup } = useAppState();
  const catalogue = useResidentCatalogue();
  const full = useFullResidents();
  const [residents, setResidents] = useState<ListedResident[]>(loaded);
  const [edits, setEdits] = useState<Record<number, DraftTime[]>>({});
  const [lineErrors, setLineErrors] = useState<Record<number, Record<string, string>>>({});
  const [busyId, setBusyId] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const nextKey = useRef(1);
  const isRunning = useRef(false);

  // A reloaded list (filters, a popup closed) brings the server's residents.
  useEffect(() => setResidents(loaded), [loaded]);

  /** The resident's lines as edited, or as stored once loaded; null while they load. */
  const timesOf = useCallback(
    (resident: Resident): DraftTime[] | null => {
      const stored = full.fullOf(resident.id);
      return edits[resident.id] ?? (stored ? draftOf(stored) : null);
    },
    [edits, full],
  );

  function change(resident: Resident, edit: (times: DraftTime[]) => DraftTime[]) {
    const stored = full.fullOf(resident.id);
    setEdits((current) => {
      const times = current[resident.id] ?? (stored ? draftOf(stored) : null);
      return times ? { ...current, [resident.id]: edit(times) } : current;
    });
  }

  function changeLine(resident: Resident, key: string, edit: (line: DraftLine) => DraftLine) {
    change(resident, (times) => times.map((time) => ({ ...time, lines: time.lines.map((line) => (line.key === key ? edit(line) : line)) })));
    setLineErrors((current) => (current[resident.id]?.[key] ? { ...current, [resident.id]: { ...current[resident.id], [key]: '' } } : current));
  }

  const removeFromDraft = (resident: Resident, key: string) =>
    change(resident, (times) => times.map((time) => ({ ...time, lines: time.lines.filter((line) => line.key !== key) })));

  /** One call for a resident at a time, with the loading overlay; a second click before the first re-renders is ignored too. */
  async function run(residentId: number, call: () => Promise<void>) {
    if (isRunning.current) return;
    isRunning.current = true;
    setBusyId(residentId);
    setLoading(true);
    try {
      await call();
    } finally {
      isRunning.current = false;
      setLoading(false);
      setBusyId(null);
    }
  }

  return {
    residents,
    timesOf,
    /** The resident with its lines, once loaded. */
    fullOf: full.fullOf,
    hasFailedToLoad: full.hasFailed,
    ensureLoaded: full.ensureLoaded,
    loadAll: full.loadAll,
    /** A resident answered with its lines (a new one), so its row need not ask for them. */
    keep: full.keep,
    busyId,
    focusKey,
    lineErrorsOf: (residentId: number) => lineErrors[residentId] ?? {},
    hasEdits: (residentId: number) => edits[residentId] !== undefined,
    /** Some resident has lines not yet saved (leaving the page would lose them). */
    hasUnsavedWork: Object.values(edits).some(hasUnsavedLines),

    /** spec §4: choosing a category loads its products; the product choice starts again from none. */
    chooseCategory(resident: Resident, key: string, categoryId: number) {
      changeLine(resident, key, (line) => ({ ...line, categoryId, productId: 0, product: null, title: '' }));
      void catalogue.load(categoryId);
    },

    chooseProduct(resident: Resident, key: string, product: DraftProduct | null) {
      changeLine(resident, key, (line) => ({ ...line, productId: product?.id ?? 0, product, title: product?.title ?? '', isAvailable: true }));
    },

    /** spec §5: whole numbers 0..9999; an emptied box reads as 0. */
    typeQty(resident: Resident, key: string, typed: string) {
      changeLine(resident, key, (line) => ({ ...line, qty: digitsOnly(typed) }));
    },

    /** spec §5: 'Add another product' needs a product chosen on the order time's last line. */
    addLine(resident: Resident, timeId: number) {
      const last = timesOf(resident)?.find((time) => time.id === timeId)?.lines.at(-1);
      if (!last || last.productId <= 0) {
        showPopup(popupText(RESIDENT_MESSAGES.addAnother));
        return;
      }
      const key = `new-${timeId}-${nextKey.current++}`;
      change(resident, (times) => times.map((time) => (time.id === timeId ? { ...time, lines: [...time.lines, placeholderLine(timeId, key)] } : time)));
      setFocusKey(key);
    },

    /** A new line just disappears; a saved one is deleted on the server (spec §7 DELETE /api/resident-items/…). */
    async removeLine(resident: Resident, line: DraftLine) {
      if (line.id === 0) return removeFromDraft(resident, line.key);
      await run(resident.id, async () => {
        try {
          const answer = await residentsApi(createBrowserApiClient()).removeItem(resident.id, line.id);
          full.keep([answer.data]);
          setResidents((current) => current.map((shown) => (shown.id === answer.data.id ? toListedResident(answer.data) : shown)));
          if (edits[resident.id]) removeFromDraft(resident, line.key);
          onStored();
          showPopup(popupText(answer.message || RESIDENT_MESSAGES.lineRemoved));
        } catch (error) {
          showPopup(popupText(failureText(error, RESIDENT_MESSAGES.deleteLineFailed)));
        }
      });
    },

    /** spec §4 'Save Changes': the list becomes the server's answer, with the placeholders appended again. */
    async save(resident: Resident) {
      const times = timesOf(resident);
      if (!times) return;
      const { items, keys } = itemsToSave(times);
      await run(resident.id, async () => {
        try {
          const answer = await residentsApi(createBrowserApiClient()).saveItems(resident.id, items);
          const stored = new Map(answer.data.map((saved) => [saved.id, toListedResident(saved)]));
          full.keep(answer.data.filter((saved) => saved.id === resident.id || full.fullOf(saved.id)));
          setResidents((current) => current.map((shown) => stored.get(shown.id) ?? shown));
          setEdits((current) => without(current, resident.id));
          setLineErrors((current) => without(current, resident.id));
          onStored();
          showPopup(popupText(answer.message || RESIDENT_MESSAGES.saved));
        } catch (error) {
          setLineErrors((current) => ({ ...current, [resident.id]: lineErrorsOf(fieldErrorsOf(error), keys) }));
          showPopup(popupText(failureText(error, RESIDENT_MESSAGES.saveFailed)));
        }
      });
    },
  };
}
