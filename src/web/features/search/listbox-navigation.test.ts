import { describe, expect, it } from 'vitest';
import { nextActiveIndex, suggestionCountText } from './listbox-navigation.ts';

describe('nextActiveIndex', () => {
  it('moves down from none to the first option, then on, and wraps from the last to the first', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
  });

  it('moves up from none to the last option, and wraps from the first to the last', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has no active option when there are no options', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextActiveIndex(4, 0, 'ArrowUp')).toBe(-1);
  });

  it('starts again from the first or last option when the list has become shorter', () => {
    expect(nextActiveIndex(7, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(7, 3, 'ArrowUp')).toBe(2);
  });
});

describe('suggestionCountText', () => {
  it('says how many suggestions there are', () => {
    expect(suggestionCountText(0)).toBe('No suggestions');
    expect(suggestionCountText(1)).toBe('1 suggestion');
    expect(suggestionCountText(5)).toBe('5 suggestions');
  });
});
