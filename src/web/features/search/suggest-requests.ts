// Suggestions as the buyer types (issue #18), without React: what is shown for which text (a reducer),
// and the requests behind it (a coordinator). At most one request is in flight: new text aborts the
// request for the old text at once, and an answer is shown only while its text is still the text typed.
import { KEYWORD_MAX_LENGTH } from '../../../shared/limits.ts';
import type { CategoryLink } from '../../../shared/schemas/catalogue.ts';
import type { SuggestedProduct } from '../../../shared/schemas/search.ts';

export type Suggestions = { products: SuggestedProduct[]; categories: CategoryLink[] };

/**
 * `query`: the text as it is asked (trimmed); `status` 'waiting' from a change of it until its answer,
 * 'ready' when `suggestions` are that answer. Nothing is kept from an earlier text's answer.
 */
export type SuggestState = { query: string; status: 'idle' | 'waiting' | 'ready' | 'failed'; suggestions: Suggestions };

export type SuggestEvent =
  | { type: 'typed'; query: string }
  | { type: 'answered'; query: string; suggestions: Suggestions }
  | { type: 'failed'; query: string };

export const NO_SUGGESTIONS: Suggestions = { products: [], categories: [] };
export const INITIAL_SUGGEST_STATE: SuggestState = { query: '', status: 'idle', suggestions: NO_SUGGESTIONS };

/** The text a request asks for: trimmed, as the server reads it. */
export const suggestQueryOf = (text: string) => text.trim();

/** Asked from one character; over the keyword limit the server would refuse it (422), so it is not asked. */
export const isAskable = (query: string) => query.length >= 1 && query.length <= KEYWORD_MAX_LENGTH;

export function suggestReducer(state: SuggestState, event: SuggestEvent): SuggestState {
  switch (event.type) {
    case 'typed':
      if (event.query === state.query) return state;
      return { query: event.query, status: isAskable(event.query) ? 'waiting' : 'idle', suggestions: NO_SUGGESTIONS };
    case 'answered':
      // An answer for text that is no longer the text typed is never shown.
      if (event.query !== state.query || state.status !== 'waiting') return state;
      return { ...state, status: 'ready', suggestions: event.suggestions };
    case 'failed':
      if (event.query !== state.query || state.status !== 'waiting') return state;
      return { ...state, status: 'failed' };
  }
}

export type SuggestCoordinatorDeps = {
  fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions>;
  dispatch(event: SuggestEvent): void;
  /** The pause after the last key before asking. */
  delayMs: number;
  /** A failed request (not an aborted one), for the log. */
  onError?(error: unknown, query: string): void;
};

export type SuggestCoordinator = {
  /** The text has changed to `text`: drops what was asked for the old text, and asks for this one after the pause. */
  type(text: string): void;
  /** The field is gone: nothing more is asked or dispatched. */
  dispose(): void;
};

export function createSuggestCoordinator(deps: SuggestCoordinatorDeps): SuggestCoordinator {
  let current = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let isDisposed = false;

  function cancel() {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  }

  function ask(query: string) {
    const controller = new AbortController();
    inFlight = controller;
    deps.fetchSuggestions(query, controller.signal).then(
      (suggestions) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        deps.dispatch({ type: 'answered', query, suggestions });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        deps.onError?.(error, query);
        deps.dispatch({ type: 'failed', query });
      },
    );
  }

  return {
    type(text) {
      if (isDisposed) return;
      const query = suggestQueryOf(text);
      if (query === current) return;
      current = query;
      cancel();
      deps.dispatch({ type: 'typed', query });
      if (!isAskable(query)) return;
      timer = setTimeout(() => {
        timer = undefined;
        ask(query);
      }, deps.delayMs);
    },
    dispose() {
      isDisposed = true;
      cancel();
    },
  };
}

/** One option of a suggestion list, in the order the arrow keys go: categories first, then products. */
export type SuggestionOption = { kind: 'category'; category: CategoryLink } | { kind: 'product'; product: SuggestedProduct };

export function suggestionOptions(suggestions: Suggestions, include: { categories: boolean }): SuggestionOption[] {
  return [
    ...(include.categories ? suggestions.categories.map((category): SuggestionOption => ({ kind: 'category', category })) : []),
    ...suggestions.products.map((product): SuggestionOption => ({ kind: 'product', product })),
  ];
}
