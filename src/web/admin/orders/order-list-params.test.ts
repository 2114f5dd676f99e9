import { describe, expect, it } from 'vitest';
import { currentSort, orderListHref, orderListParamsOf, pageHref, sortDirection, sortHref } from './order-list-params.ts';

describe('the order list address', () => {
  it('keeps the filters given and drops blank ones', () => {
    const params = orderListParamsOf(new URL('http://x/admin/orders?status=new&q=&account_number=900006&page=2'));
    expect(params).toEqual({ status: 'new', account_number: '900006', page: '2' });
  });

  it('builds page links that keep the filters, without page=1', () => {
    expect(pageHref({ status: 'new', page: '2' }, 3)).toBe('/admin/orders?status=new&page=3');
    expect(pageHref({ status: 'new', page: '2' }, 1)).toBe('/admin/orders?status=new');
    expect(orderListHref({})).toBe('/admin/orders');
  });

  it('sorts newest first by default, and a column link turns its direction and goes back to page 1', () => {
    expect(currentSort({})).toBe('-created_at');
    expect(sortDirection({}, 'created_at')).toBe('descending');
    expect(sortDirection({}, 'total')).toBeUndefined();
    expect(sortHref({ q: 'gloves', page: '3' }, 'created_at')).toBe('/admin/orders?q=gloves&sort=created_at');
    expect(sortHref({ sort: 'created_at' }, 'created_at')).toBe('/admin/orders');
    expect(sortHref({}, 'total')).toBe('/admin/orders?sort=-total');
    expect(sortHref({ sort: '-total' }, 'total')).toBe('/admin/orders?sort=total');
    expect(sortDirection({ sort: 'total' }, 'total')).toBe('ascending');
  });
});
