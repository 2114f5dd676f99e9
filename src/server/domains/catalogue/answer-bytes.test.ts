import { describe, expect, it } from 'vitest';
import { createAnswerBytes } from './answer-bytes.ts';

const tree = {};
const body = (text: string) => Buffer.from(text);

describe('kept answer bytes', () => {
  it('serves an answer only under the stamp it was made with', () => {
    const kept = createAnswerBytes();
    kept.set({ engine: 1, tree }, 'guest /a', body('one'));
    expect(kept.get({ engine: 1, tree }, 'guest /a')?.toString()).toBe('one');
    expect(kept.get({ engine: 2, tree }, 'guest /a')).toBeUndefined();
    expect(kept.get({ engine: 1, tree: {} }, 'guest /a')).toBeUndefined();
    expect(kept.get({ engine: 1, tree }, 'priced /a')).toBeUndefined();
  });

  it('forgets every answer of an older stamp when one of a newer is kept', () => {
    const kept = createAnswerBytes();
    kept.set({ engine: 1, tree }, 'guest /a', body('one'));
    kept.set({ engine: 2, tree }, 'guest /b', body('two'));
    expect(kept.size).toBe(1);
    expect(kept.get({ engine: 1, tree }, 'guest /a')).toBeUndefined();
  });

  it('starts again past its count or byte bound, and never keeps an answer larger than the whole bound', () => {
    const kept = createAnswerBytes({ maxAnswers: 2, maxBytes: 10 });
    const stamp = { engine: 1, tree };
    kept.set(stamp, 'a', body('1234'));
    kept.set(stamp, 'b', body('1234'));
    kept.set(stamp, 'c', body('1234'));
    expect(kept.size).toBe(1);
    expect(kept.get(stamp, 'c')?.toString()).toBe('1234');
    kept.set(stamp, 'd', body('12345678'));
    expect(kept.get(stamp, 'c')).toBeUndefined();
    kept.set(stamp, 'e', body('12345678901'));
    expect(kept.get(stamp, 'e')).toBeUndefined();
  });
});
