import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSuggestCoordinator,
  INITIAL_SUGGEST_STATE,
  suggestionOptions,
  suggestReducer,
  type SuggestEvent,
  type SuggestState,
  type Suggestions,
} from './suggest-requests.ts';

const answerFor = (query: string): Suggestions => ({
  products: [{ id: 1, sku: `SKU-${query}`, title: `Product for ${query}`, image: '/a.png', url: `/product/${query}` }],
  categories: [],
});

describe('suggestReducer', () => {
  const typed = (state: SuggestState, query: string) => suggestReducer(state, { type: 'typed', query });

  it('waits for an answer from one character typed', () => {
    expect(typed(INITIAL_SUGGEST_STATE, 'g')).toEqual({ query: 'g', status: 'waiting', suggestions: { products: [], categories: [] } });
  });

  it('asks nothing for empty text or text over the keyword limit', () => {
    expect(typed(typed(INITIAL_SUGGEST_STATE, 'g'), '').status).toBe('idle');
    expect(typed(INITIAL_SUGGEST_STATE, 'x'.repeat(101)).status).toBe('idle');
    expect(typed(INITIAL_SUGGEST_STATE, 'x'.repeat(100)).status).toBe('waiting');
  });

  it('shows the answer for the text typed', () => {
    const state = suggestReducer(typed(INITIAL_SUGGEST_STATE, 'glo'), { type: 'answered', query: 'glo', suggestions: answerFor('glo') });
    expect(state).toEqual({ query: 'glo', status: 'ready', suggestions: answerFor('glo') });
  });

  it('never shows an answer for text that is no longer typed', () => {
    const state = typed(typed(INITIAL_SUGGEST_STATE, 'gl'), 'glo');
    expect(suggestReducer(state, { type: 'answered', query: 'gl', suggestions: answerFor('gl') })).toBe(state);
    expect(suggestReducer(state, { type: 'failed', query: 'gl' })).toBe(state);
  });

  it('drops the shown suggestions as soon as the text changes', () => {
    const shown = suggestReducer(typed(INITIAL_SUGGEST_STATE, 'gl'), { type: 'answered', query: 'gl', suggestions: answerFor('gl') });
    expect(typed(shown, 'glo').suggestions).toEqual({ products: [], categories: [] });
  });

  it('keeps the state when the same text is typed again', () => {
    const shown = suggestReducer(typed(INITIAL_SUGGEST_STATE, 'gl'), { type: 'answered', query: 'gl', suggestions: answerFor('gl') });
    expect(typed(shown, 'gl')).toBe(shown);
  });
});

describe('createSuggestCoordinator', () => {
  type Pending = { query: string; signal: AbortSignal; resolve(value: Suggestions): void; reject(error: unknown): void };
  let pending: Pending[];
  let state: SuggestState;
  let events: SuggestEvent[];

  function setUp(delayMs = 100, honoursAbort = true) {
    const onError = vi.fn();
    const coordinator = createSuggestCoordinator({
      delayMs,
      onError,
      fetchSuggestions: (query, signal) =>
        new Promise<Suggestions>((resolve, reject) => {
          pending.push({ query, signal, resolve, reject });
          if (honoursAbort) signal.addEventListener('abort', () => reject(signal.reason));
        }),
      dispatch: (event) => {
        events.push(event);
        state = suggestReducer(state, event);
      },
    });
    return { coordinator, onError };
  }
  const inFlight = () => pending.filter((request) => !request.signal.aborted);
  /**
   * Every pause and answer of these tests is due within a second. Not runAllTimers: the unit run shares a
   * worker between files (isolate: false), and a timer another file left repeating would run forever.
   */
  const settle = () => vi.advanceTimersByTimeAsync(1_000);

  beforeEach(() => {
    vi.useFakeTimers();
    pending = [];
    events = [];
    state = INITIAL_SUGGEST_STATE;
  });
  afterEach(() => vi.useRealTimers());

  it('asks once the typing pauses, for the trimmed text', async () => {
    const { coordinator } = setUp();
    coordinator.type('g');
    coordinator.type(' gl');
    coordinator.type(' glo ');
    await vi.advanceTimersByTimeAsync(99);
    expect(pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending.map((request) => request.query)).toEqual(['glo']);
    pending[0]!.resolve(answerFor('glo'));
    await settle();
    expect(state).toEqual({ query: 'glo', status: 'ready', suggestions: answerFor('glo') });
  });

  it('aborts the request for the old text as soon as new text is typed: one request in flight at most', async () => {
    const { coordinator } = setUp();
    coordinator.type('gl');
    await vi.advanceTimersByTimeAsync(100);
    expect(inFlight().map((request) => request.query)).toEqual(['gl']);
    coordinator.type('glo');
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(inFlight()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(inFlight().map((request) => request.query)).toEqual(['glo']);
  });

  it('never shows an answer that arrives for stale text, even from a request that ignores its signal', async () => {
    const { coordinator } = setUp(100, false);
    coordinator.type('gl');
    await vi.advanceTimersByTimeAsync(100);
    const stale = pending[0]!;
    coordinator.type('glo');
    await vi.advanceTimersByTimeAsync(100);
    pending[1]!.resolve(answerFor('glo'));
    await settle();
    // The old request answers last (its transport did not stop when aborted).
    stale.resolve(answerFor('gl'));
    await settle();
    expect(state.suggestions).toEqual(answerFor('glo'));
    expect(events.filter((event) => event.type === 'answered').map((event) => event.query)).toEqual(['glo']);
  });

  it('asks nothing for emptied text and shows nothing', async () => {
    const { coordinator } = setUp();
    coordinator.type('g');
    await vi.advanceTimersByTimeAsync(100);
    coordinator.type('   ');
    await settle();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(state).toEqual(INITIAL_SUGGEST_STATE);
  });

  it('reports a failed request, which leaves no suggestions', async () => {
    const { coordinator, onError } = setUp();
    coordinator.type('glo');
    await vi.advanceTimersByTimeAsync(100);
    const failure = new Error('502');
    pending[0]!.reject(failure);
    await settle();
    expect(onError).toHaveBeenCalledWith(failure, 'glo');
    expect(state.status).toBe('failed');
    expect(state.suggestions).toEqual({ products: [], categories: [] });
  });

  it('does not report an aborted request as a failure', async () => {
    const { coordinator, onError } = setUp();
    coordinator.type('gl');
    await vi.advanceTimersByTimeAsync(100);
    coordinator.type('glo');
    await settle();
    expect(onError).not.toHaveBeenCalled();
    expect(events.some((event) => event.type === 'failed')).toBe(false);
  });

  it('asks and dispatches nothing more once disposed', async () => {
    const { coordinator } = setUp();
    coordinator.type('gl');
    await vi.advanceTimersByTimeAsync(100);
    coordinator.dispose();
    expect(pending[0]!.signal.aborted).toBe(true);
    coordinator.type('glo');
    await settle();
    expect(pending).toHaveLength(1);
    expect(events.map((event) => event.type)).toEqual(['typed']);
  });
});

describe('suggestionOptions', () => {
  const suggestions: Suggestions = {
    products: [{ id: 1, sku: 'GLV-1', title: 'Gloves', image: '', url: '/product/gloves' }],
    categories: [{ id: 9, title: 'Gloves & PPE', url: '/category/gloves-ppe' }],
  };

  it('puts the categories before the products, as the arrow keys go', () => {
    expect(suggestionOptions(suggestions, { categories: true }).map((option) => option.kind)).toEqual(['category', 'product']);
  });

  it('leaves the categories out where only a product can be chosen', () => {
    expect(suggestionOptions(suggestions, { categories: false })).toEqual([{ kind: 'product', product: suggestions.products[0] }]);
  });
});
