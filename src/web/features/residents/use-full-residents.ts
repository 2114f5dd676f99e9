// The residents' lines, loaded when their rows open: the page's list comes without them (lines=none, so
// 200 residents need not carry 6,000 lines), a row opened asks for its resident (GET
// /api/resident-orders/{id}) and 'Expand All' for everyone shown in one call. Answers that carry lines
// (a save, a removed line) are kept here too.
import { useCallback, useRef, useState } from 'react';
import type { ResidentJson } from '../../../shared/schemas/residents.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import type { ResidentFilters } from './resident-params.ts';
import { residentsApi } from './residents-api.ts';

export type FullResidents = ReturnType<typeof useFullResidents>;

export function useFullResidents() {
  const [full, setFull] = useState<Record<number, ResidentJson>>({});
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const loading = useRef(new Set<number>());
  const known = useRef(full);
  known.current = full;

  const keep = useCallback((residents: readonly ResidentJson[]) => {
    setFull((current) => ({ ...current, ...Object.fromEntries(residents.map((resident) => [resident.id, resident])) }));
    setFailed((current) => (residents.some((resident) => current.has(resident.id)) ? new Set([...current].filter((id) => !residents.some((resident) => resident.id === id))) : current));
  }, []);

  const fail = useCallback((ids: readonly number[], error: unknown) => {
    console.error(`resident tracker: could not load the products of residents ${ids.join(', ')}`, error);
    setFailed((current) => new Set([...current, ...ids]));
  }, []);

  /** Loads one resident's lines unless they are here or on their way; `retry` asks again after a failure. */
  const ensureLoaded = useCallback(
    (residentId: number) => {
      if (known.current[residentId] || loading.current.has(residentId)) return;
      loading.current.add(residentId);
      setFailed((current) => (current.has(residentId) ? new Set([...current].filter((id) => id !== residentId)) : current));
      residentsApi(createBrowserApiClient())
        .get(residentId)
        .then((answer) => keep([answer.data]), (error: unknown) => fail([residentId], error))
        .finally(() => loading.current.delete(residentId));
    },
    [keep, fail],
  );

  /** 'Expand All': every resident the filters show, with their lines, in one call. */
  const loadAll = useCallback(
    (filters: ResidentFilters, ids: readonly number[]) => {
      const missing = ids.filter((id) => !known.current[id] && !loading.current.has(id));
      if (missing.length === 0) return;
      for (const id of missing) loading.current.add(id);
      residentsApi(createBrowserApiClient())
        .list({ keyword: filters.keyword, location: filters.location, sort_order: filters.sort, lines: 'all' })
        .then((answer) => keep(answer.data), (error: unknown) => fail(missing, error))
        .finally(() => {
          for (const id of missing) loading.current.delete(id);
        });
    },
    [keep, fail],
  );

  return { fullOf: (residentId: number): ResidentJson | undefined => full[residentId], hasFailed: (residentId: number) => failed.has(residentId), ensureLoaded, loadAll, keep };
}
