import { describe, expect, it } from 'vitest';
import { gstCsvHref, reportParamsOf, salesCsvHref } from './reports-api.ts';
import { periodWords, showsKey } from './reports-words.ts';

describe('the reports screen', () => {
  it('says a period in words, one day alone', () => {
    expect(periodWords({ date_from: '2025-07-01', date_to: '2025-07-31' })).toBe('1 Jul 2025 to 31 Jul 2025');
    expect(periodWords({ date_from: '2025-07-01', date_to: '2025-07-01' })).toBe('1 Jul 2025');
  });

  it("shows an account's number, a product's SKU and a category's path beside its name, not a day's", () => {
    expect(showsKey('account', '700001')).toBe(true);
    expect(showsKey('day', '2025-07-01')).toBe(false);
    expect(showsKey('product', 'freight')).toBe(false);
    expect(showsKey('category', '')).toBe(false);
  });

  it('reads its choices from the address and downloads the CSV of exactly them', () => {
    const params = reportParamsOf(new URL('https://store.test/admin/reports?group_by=account&date_from=2025-07-01&date_to=&other=1'));
    expect(params).toEqual({ group_by: 'account', date_from: '2025-07-01' });
    expect(salesCsvHref(params)).toBe('/admin/api/reports/sales.csv?group_by=account&date_from=2025-07-01');
    expect(gstCsvHref(params)).toBe('/admin/api/reports/gst.csv?date_from=2025-07-01');
  });
});
