import { describe, expect, it } from 'vitest';
import { errorMeta, pageMeta, plainSummary } from './page-meta.ts';

describe('pageMeta', () => {
  it('titles every page "<name> | Care Supply Co" with a description', () => {
    expect(pageMeta('Shop', 'All products')).toEqual([
      { title: 'Shop | Care Supply Co' },
      { name: 'description', content: 'All products' },
    ]);
  });

  it('names a 404 as not found and anything else as a failure', () => {
    expect(errorMeta({ status: 404 }, 'Product')[0]).toEqual({ title: 'Product not found | Care Supply Co' });
    expect(errorMeta(new Error('x'), 'Product')[0]).toEqual({ title: 'Something went wrong | Care Supply Co' });
  });
});

describe('plainSummary', () => {
  it('strips tags and entities and shortens long text on a word boundary', () => {
    expect(plainSummary('<p>Soft &amp; strong</p><p>gloves</p>')).toBe('Soft strong gloves');
    const summary = plainSummary('word '.repeat(60));
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary.endsWith('…')).toBe(true);
  });
});
