import { describe, expect, it } from 'vitest';
import { correctableTerms, MAX_SEARCH_TERMS, prefixQueryParts, searchTerms } from './search-query.ts';

describe('searchTerms', () => {
  it('lower-cases and splits on anything that is not a letter or digit', () => {
    expect(searchTerms('Nitrile GLOVES, size-M!')).toEqual(['nitrile', 'gloves', 'size', 'm']);
    expect(searchTerms('NIT-1042')).toEqual(['nit', '1042']);
  });

  it('drops search syntax and SQL entirely', () => {
    expect(searchTerms("glo:* & !pads | (x) <-> 'y'; DROP TABLE products; --")).toEqual(['glo', 'pads', 'x', 'y', 'drop', 'table', 'products']);
    expect(searchTerms('\\\'"%_')).toEqual([]);
  });

  it('drops English stop words unless nothing else is left, and repeats', () => {
    expect(searchTerms('gloves for the kitchen gloves')).toEqual(['gloves', 'kitchen']);
    expect(searchTerms('the and')).toEqual(['the', 'and']);
  });

  it('keeps letters of any script and caps the number and length of terms', () => {
    expect(searchTerms('Crème Brûlée')).toEqual(['crème', 'brûlée']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms('x'.repeat(60))[0]).toHaveLength(40);
  });
});

describe('prefixQueryParts', () => {
  it('makes each term a prefix match', () => {
    expect(prefixQueryParts(['glo', 'blue'])).toEqual(['glo:*', 'blue:*']);
  });

  it('adds a spelling correction as an alternative', () => {
    expect(prefixQueryParts(['glvoes', 'blue'], new Map([['glvoes', 'gloves'], ['blue', 'blue']]))).toEqual(['glvoes:* | gloves:*', 'blue:*']);
  });

  it('ignores a correction that is not a plain word', () => {
    expect(prefixQueryParts(['glvoes'], new Map([['glvoes', "gloves' | x"]]))).toEqual(['glvoes:*']);
  });
});

describe('correctableTerms', () => {
  it('leaves out numbers and very short terms', () => {
    expect(correctableTerms(['glvoes', '100', 'm', 'xl', 'pad'])).toEqual(['glvoes', 'pad']);
  });
});

