import { describe, expect, it } from 'vitest';
import { currentSort, orderListParamsOf } from './order-list-params.ts';

describe('the order list address', () => {
  it('keeps the filters given and drops blank ones', () => {
    const params = orderListParamsOf(new URL('http://x/admin/orders?status=new&q=&account_number=900006&page=2'));
    expect(params).toEqual({ status: 'new', account_number: '900006', page: '2' });
  });

  it('sorts newest first unless the address names one of the sorts the server knows', () => {
    expect(currentSort({})).toBe('-created_at');
    expect(currentSort({ sort: 'nonsense' })).toBe('-created_at');
    expect(currentSort({ sort: 'total' })).toBe('total');
  });
});
