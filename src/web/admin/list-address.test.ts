import { describe, expect, it } from 'vitest';
import { pageHref, sortDirection, sortHref } from './list-address.ts';

const at = (url: string) => new URL(url, 'http://store.test');
const NEWEST_FIRST = { byDefault: '-created_at' };

describe('pageHref', () => {
  it('keeps the filters, drops blank ones and page 1', () => {
    expect(pageHref(at('/admin/orders?status=new&q=&page=2'), 3)).toBe('/admin/orders?status=new&page=3');
    expect(pageHref(at('/admin/orders?status=new&page=2'), 1)).toBe('/admin/orders?status=new');
    expect(pageHref(at('/admin/accounts?q=kowhai+lodge'), 2)).toBe('/admin/accounts?q=kowhai+lodge&page=2');
    expect(pageHref(at('/admin/accounts'), 1)).toBe('/admin/accounts');
  });
});

describe('sorting by a column', () => {
  it('marks the sorted column with its direction and no other', () => {
    expect(sortDirection({ ...NEWEST_FIRST, current: '-created_at' }, 'created_at')).toBe('descending');
    expect(sortDirection({ ...NEWEST_FIRST, current: 'total' }, 'total')).toBe('ascending');
    expect(sortDirection({ ...NEWEST_FIRST, current: '-created_at' }, 'total')).toBeUndefined();
  });

  it('sorts descending first, then the other way, back on page 1 with the filters kept', () => {
    expect(sortHref(at('/admin/orders?q=gloves&page=3'), { ...NEWEST_FIRST, current: '-created_at' }, 'created_at')).toBe('/admin/orders?q=gloves&sort=created_at');
    expect(sortHref(at('/admin/orders'), { ...NEWEST_FIRST, current: '-created_at' }, 'total')).toBe('/admin/orders?sort=-total');
    expect(sortHref(at('/admin/orders?sort=-total&status=new'), { ...NEWEST_FIRST, current: '-total' }, 'total')).toBe('/admin/orders?sort=total&status=new');
  });

  it('leaves the server default sort out of the address', () => {
    expect(sortHref(at('/admin/orders?sort=created_at'), { ...NEWEST_FIRST, current: 'created_at' }, 'created_at')).toBe('/admin/orders');
  });
});
