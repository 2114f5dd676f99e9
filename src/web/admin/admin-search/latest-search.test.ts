import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestSearch, type LatestSearchState } from './latest-search.ts';

type Pending = { query: string; signal: AbortSignal; resolve(answer: string): void; reject(error: unknown): void };

function harness() {
  const asked: Pending[] = [];
  const states: LatestSearchState<string>[] = [];
  const errors: string[] = [];
  const search = createLatestSearch<string>({
    delayMs: 150,
    isAskable: (query) => query.length >= 1 && query.length <= 20,
    ask: (query, signal) => new Promise((resolve, reject) => asked.push({ query, signal, resolve, reject })),
    onState: (state) => states.push(state),
    onError: (_error, query) => errors.push(query),
  });
  return { search, asked, states, errors, last: () => states.at(-1) };
}

describe('createLatestSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once after the pause for text typed at speed, and shows its answer', async () => {
    const { search, asked, last } = harness();
    search.type('C');
    search.type('CS');
    search.type('CS-1');
    expect(last()).toEqual({ query: 'CS-1', status: 'waiting', answer: null });
    await vi.advanceTimersByTimeAsync(149);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((request) => request.query)).toEqual(['CS-1']);
    asked[0]!.resolve('found');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ query: 'CS-1', status: 'ready', answer: 'found' });
  });

  it('aborts the request for old text when the text changes, and never shows its answer', async () => {
    const { search, asked, states, last } = harness();
    search.type('gl');
    await vi.advanceTimersByTimeAsync(150);
    search.type('glo');
    expect(asked[0]!.signal.aborted).toBe(true);
    asked[0]!.resolve('old');
    await vi.advanceTimersByTimeAsync(150);
    asked[1]!.resolve('new');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.some((state) => state.answer === 'old')).toBe(false);
    expect(last()).toEqual({ query: 'glo', status: 'ready', answer: 'new' });
  });

  it('asks nothing for blank or too long text, nor again for the same text with spaces around it', async () => {
    const { search, asked, last } = harness();
    search.type('   ');
    expect(last()).toBeUndefined();
    search.type('x'.repeat(21));
    expect(last()).toMatchObject({ status: 'idle' });
    search.type('abc');
    search.type(' abc ');
    await vi.advanceTimersByTimeAsync(500);
    expect(asked.map((request) => request.query)).toEqual(['abc']);
  });

  it('reports a failed request as failed, and logs it', async () => {
    const { search, asked, errors, last } = harness();
    search.type('SKU-1');
    await vi.advanceTimersByTimeAsync(150);
    asked[0]!.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ query: 'SKU-1', status: 'failed', answer: null });
    expect(errors).toEqual(['SKU-1']);
  });

  it('reports nothing once disposed', async () => {
    const { search, asked, states } = harness();
    search.type('abc');
    await vi.advanceTimersByTimeAsync(150);
    search.dispose();
    asked[0]!.resolve('late');
    search.type('abcd');
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });
});
