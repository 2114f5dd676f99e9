// The delivery zones screen's readings (issue #29 Part 2): weekdays and cut-offs in words, post codes
// as typed, the form's dollars and whole days, and the server's errors placed by field.
import { describe, expect, it } from 'vitest';
import { clockText, cutoffText, messagesFor, otherMessages, postCodesFromText, weekdaysText, zoneBodyOf, type ZoneFormText } from './zone-values.ts';

const typed: ZoneFormText = {
  name: ' Wellington ',
  post_codes: '6011, 6012-6022,,6011',
  weekdays: [5, 2],
  cutoff_time: '14:00',
  cutoff_days_before: '1',
  lead_days: '1',
  is_default: false,
  freight: '15',
  free_over: '',
};

describe('the delivery zones screen', () => {
  it('says weekdays in the week’s order and the cut-off in words', () => {
    expect(weekdaysText([5, 2])).toBe('Tue, Fri');
    expect(cutoffText('14:00', 1)).toBe('2 pm, 1 day before');
    expect(cutoffText('09:30', 2)).toBe('9:30 am, 2 days before');
    expect([clockText('12:00'), clockText('00:15')]).toEqual(['12 pm', '12:15 am']);
  });

  it('reads post codes typed with commas, each once', () => {
    expect(postCodesFromText(' 6011, 6012-6022,,6011 ')).toEqual(['6011', '6012-6022']);
  });

  it('reads the form into a body, money in cents and a blank free-over as null', () => {
    expect(zoneBodyOf(typed)).toEqual({
      body: { name: 'Wellington', post_codes: ['6011', '6012-6022'], weekdays: [2, 5], cutoff_time: '14:00', cutoff_days_before: 1, lead_days: 1, is_default: false, freight: 1500, free_over: null },
    });
  });

  it('refuses a blank freight, an amount it cannot read and a number of days that is not whole', () => {
    expect(zoneBodyOf({ ...typed, freight: '', free_over: '12.345', lead_days: 'x' })).toEqual({
      errors: {
        freight: 'The freight is required (0 for free delivery).',
        free_over: 'The free delivery amount may have at most 2 decimals (the cents), e.g. 22.49.',
        lead_days: 'The lead time must be a whole number of days.',
      },
    });
  });

  it('places the server’s errors by field, items included, and leaves the rest to the form', () => {
    const errors = { 'post_codes.1': 'Four digits.', post_codes: 'Overlaps.', other: 'Else.' };
    expect(messagesFor(errors, 'post_codes')).toBe('Four digits. Overlaps.');
    expect(otherMessages(errors, ['post_codes'])).toEqual(['Else.']);
  });
});
