// Suggestions as the buyer types (issue #18): GET /api/search/suggest for the text of a field, asked
// from one character after a short pause, one request in flight at most (suggest-requests.ts).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { createSuggestCoordinator, INITIAL_SUGGEST_STATE, suggestReducer, type SuggestCoordinator, type SuggestState } from './suggest-requests.ts';

/** Long enough that a word typed at speed is asked once, short enough to feel immediate. */
export const SUGGEST_DELAY_MS = 150;

export type SuggestionsHandle = SuggestState & {
  /** Call with the field's text on every change. */
  type(text: string): void;
};

export function useSuggestions(): SuggestionsHandle {
  const [state, dispatch] = useReducer(suggestReducer, INITIAL_SUGGEST_STATE);
  const coordinator = useRef<SuggestCoordinator | null>(null);

  useEffect(() => {
    const api = createBrowserApiClient();
    const created = createSuggestCoordinator({
      delayMs: SUGGEST_DELAY_MS,
      fetchSuggestions: (query, signal) => api.search.suggest(query, { signal }).then((answer) => answer.data),
      dispatch,
      // spec §8: a failed lookup is quiet for the buyer (the full search still works), logged for us.
      onError: (error, query) => console.error(`search suggestions: the request for '${query}' failed`, error),
    });
    coordinator.current = created;
    return () => {
      created.dispose();
      coordinator.current = null;
    };
  }, []);

  const type = useCallback((text: string) => coordinator.current?.type(text), []);
  return { ...state, type };
}
