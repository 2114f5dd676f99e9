import { describe, expect, it } from 'vitest';
import { listCaption, statusListOf } from './list-parts.tsx';

const LABELS = { pending: 'Pending', approved: 'Approved', declined: 'Declined' };
const asked = (search: string) => statusListOf(new Request(`http://store.test/admin/applications${search}`), LABELS, 'pending');

describe('statusListOf', () => {
  it('falls back to the default status when the address names none or an unknown one', () => {
    expect(asked('')).toEqual({ status: 'pending', query: { status: 'pending', page: '' } });
    expect(asked('?status=nonsense&page=3')).toEqual({ status: 'pending', query: { status: 'pending', page: '3' } });
  });

  it('asks the API for every status when the address says all', () => {
    expect(asked('?status=all')).toEqual({ status: 'all', query: { status: '', page: '' } });
    expect(asked('?status=declined&page=2').query).toEqual({ status: 'declined', page: '2' });
  });
});

describe('listCaption', () => {
  it('says which rows of how many, or that there are none', () => {
    expect(listCaption({ current_page: 2, last_page: 2, per_page: 25, total: 40, from: 26, to: 40 }, 'accounts')).toBe('Showing 26–40 of 40 accounts');
    expect(listCaption({ current_page: 1, last_page: 1, per_page: 25, total: 0, from: null, to: null }, 'open requests')).toBe('No open requests.');
  });
});
