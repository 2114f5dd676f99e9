import { describe, expect, it } from 'vitest';
import { initialOpenPath, isOpen, toggleOpen } from './category-accordion.ts';

describe('category accordion', () => {
  it('starts open along the breadcrumb trail', () => {
    const open = initialOpenPath([1, 12, 120]);
    expect(isOpen(open, 0, 1)).toBe(true);
    expect(isOpen(open, 1, 12)).toBe(true);
    expect(isOpen(open, 2, 120)).toBe(true);
    expect(isOpen(open, 0, 2)).toBe(false);
  });

  it('opening another top-level category closes the open one and its open child', () => {
    expect(toggleOpen([1, 12], 0, 2)).toEqual([2]);
  });

  it('opening another child closes the open child only', () => {
    expect(toggleOpen([1, 12, 120], 1, 13)).toEqual([1, 13]);
  });

  it('closing an open category closes what is open below it', () => {
    expect(toggleOpen([1, 12, 120], 0, 1)).toEqual([]);
    expect(toggleOpen([1, 12, 120], 1, 12)).toEqual([1]);
  });

  it('opens a category when nothing is open', () => {
    expect(toggleOpen([], 0, 5)).toEqual([5]);
  });
});
