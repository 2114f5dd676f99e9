import { describe, expect, it } from 'vitest';
import { groupByCategory, type GroupableItem } from './group-items.ts';
import { itemKeyword, listKeyword, titleMatches } from './keywords.ts';

const gloves = { id: 7, title: 'Gloves', order: 2 };
const pads = { id: 3, title: 'Pads', order: 1 };
const item = (itemId: number, title: string, category: GroupableItem<string>['category']): GroupableItem<string> => ({ itemId, title, category, value: title });

describe('groupByCategory', () => {
  it('orders categories as the catalogue does and items by title, unavailable ones last under id 0', () => {
    const groups = groupByCategory([
      item(1, 'zinc cream', pads),
      item(2, 'Gone gown', null),
      item(3, 'Apron', gloves),
      item(4, 'apron', gloves),
      item(5, 'Barrier wipes', pads),
      item(6, 'Glove 10', gloves),
      item(7, 'Glove 9', gloves),
    ]);
    expect(groups).toEqual([
      { id: 3, title: 'Pads', items: ['Barrier wipes', 'zinc cream'] },
      { id: 7, title: 'Gloves', items: ['Apron', 'apron', 'Glove 9', 'Glove 10'] },
      { id: 0, title: 'No longer available', items: ['Gone gown'] },
    ]);
  });

  it('answers no groups for no items', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('search thresholds (spec §5)', () => {
  it('searches lists above 2 characters and items above 1, trimmed', () => {
    expect([listKeyword(undefined), listKeyword('ab'), listKeyword(' abc '), listKeyword('  a  ')]).toEqual([null, null, 'abc', null]);
    expect([itemKeyword('a'), itemKeyword('ab'), itemKeyword('   ')]).toEqual([null, 'ab', null]);
  });

  it('matches titles case-insensitively, everything without a keyword', () => {
    expect(titleMatches('Nitrile Gloves', 'GLOVE')).toBe(true);
    expect(titleMatches('Nitrile Gloves', 'vinyl')).toBe(false);
    expect(titleMatches('Anything', null)).toBe(true);
  });
});
