// The header search's requests, without React (the storefront's suggestions work the same way,
// features/search/suggest-requests.ts): asked after a pause in typing, one request in flight at most
// (new text aborts the old request through its AbortController), and an answer delivered only while its
// text is still the text typed, so a slow answer for old text never shows.

/** 'waiting' from a change of the text until its answer; 'ready' when `answer` is that answer. */
export type LatestSearchState<T> = { query: string; status: 'idle' | 'waiting' | 'ready' | 'failed'; answer: T | null };

export type LatestSearchDeps<T> = {
  ask(query: string, signal: AbortSignal): Promise<T>;
  /** Called with each new state: at once when the text changes, then with its answer or failure. */
  onState(state: LatestSearchState<T>): void;
  delayMs: number;
  /** Whether the text (trimmed) is asked at all: the server would refuse it otherwise. */
  isAskable(query: string): boolean;
  /** A request that failed (not one aborted), for the log. */
  onError?(error: unknown, query: string): void;
};

export type LatestSearch = {
  /** The text is now `text`. */
  type(text: string): void;
  /** Nothing more is asked or reported. */
  dispose(): void;
};

export function createLatestSearch<T>(deps: LatestSearchDeps<T>): LatestSearch {
  let current = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let isDisposed = false;

  function stop() {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = null;
  }

  async function ask(query: string) {
    const mine = new AbortController();
    controller = mine;
    try {
      const answer = await deps.ask(query, mine.signal);
      if (mine.signal.aborted || query !== current) return;
      controller = null;
      deps.onState({ query, status: 'ready', answer });
    } catch (error) {
      if (mine.signal.aborted || query !== current) return;
      controller = null;
      deps.onError?.(error, query);
      deps.onState({ query, status: 'failed', answer: null });
    }
  }

  return {
    type(text) {
      const query = text.trim();
      if (isDisposed || query === current) return;
      current = query;
      stop();
      const isAsked = deps.isAskable(query);
      deps.onState({ query, status: isAsked ? 'waiting' : 'idle', answer: null });
      if (isAsked) timer = setTimeout(() => void ask(query), deps.delayMs);
    },
    dispose() {
      isDisposed = true;
      stop();
    },
  };
}
