// The header search's answers as the desk types (issue #30 Part 5): GET /admin/api/search for the text,
// after a short pause, one request in flight at most, an answer shown only for the text still typed
// (latest-search.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';
import type { AdminSearchJson, AdminSearchResponse } from '../../../shared/schemas/admin-search.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { createLatestSearch, type LatestSearch, type LatestSearchState } from './latest-search.ts';

/** Long enough that an order number typed at speed is asked once, short enough to feel immediate. */
export const ADMIN_SEARCH_DELAY_MS = 150;

const IDLE: LatestSearchState<AdminSearchJson> = { query: '', status: 'idle', answer: null };

export function useAdminSearch(): { state: LatestSearchState<AdminSearchJson>; type(text: string): void } {
  const [state, setState] = useState(IDLE);
  const search = useRef<LatestSearch | null>(null);

  useEffect(() => {
    // A GET: no CSRF token to bring up to date, so the plain client (which takes an AbortSignal) serves.
    const api = createBrowserApiClient();
    const created = createLatestSearch<AdminSearchJson>({
      delayMs: ADMIN_SEARCH_DELAY_MS,
      isAskable: (query) => query.length >= 1 && query.length <= KEYWORD_MAX_LENGTH,
      ask: async (query, signal) => (await api.call<AdminSearchResponse>('GET', `/admin/api/search?${new URLSearchParams({ q: query })}`, undefined, { signal })).data,
      onState: setState,
      onError: (error, query) => console.error(`admin search: the request for '${query}' failed`, error),
    });
    search.current = created;
    return () => {
      created.dispose();
      search.current = null;
    };
  }, []);

  const type = useCallback((text: string) => search.current?.type(text), []);
  return { state, type };
}
