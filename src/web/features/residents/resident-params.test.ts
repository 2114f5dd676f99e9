import { describe, expect, it } from 'vitest';
import {
  locationText,
  periodText,
  residentFilters,
  residentKeyword,
  residentSortOptions,
  summaryHeading,
  summaryPrintHref,
  usageDaysFrom,
  USAGE_PERIOD_OPTIONS,
} from './resident-params.ts';

describe('the resident list filters in the address', () => {
  it('reads keyword, location and sort, with All and Name A - Z by default', () => {
    expect(residentFilters(new URLSearchParams(''))).toEqual({ keyword: undefined, location: 'all', sort: 'asc' });
    expect(residentFilters(new URLSearchParams('keyword=%20Mar%20&location=West%20Wing&sort=desc'))).toEqual({
      keyword: 'Mar',
      location: 'West Wing',
      sort: 'desc',
    });
  });

  it('sorts by Name A - Z and Z - A (spec §2), or by room when names are hidden', () => {
    expect(residentSortOptions(false).map((option) => option.label)).toEqual(['Name A - Z', 'Name Z - A']);
    expect(residentSortOptions(true).map((option) => option.label)).toEqual(['Room A - Z', 'Room Z - A']);
  });

  it('searches from 2 characters (spec §5)', () => {
    expect(residentKeyword('M')).toBeUndefined();
    expect(residentKeyword(' M ')).toBeUndefined();
    expect(residentKeyword('Ma')).toBe('Ma');
  });

  it('reads an unknown sort as Name A - Z and an empty location as All', () => {
    expect(residentFilters(new URLSearchParams('sort=price&location=%20')).sort).toBe('asc');
    expect(residentFilters(new URLSearchParams('location=')).location).toBe('all');
  });
});

describe('the summary period and headings', () => {
  it('offers 1 to 4 weeks (spec §9) and reads anything else as a week', () => {
    expect(USAGE_PERIOD_OPTIONS.map((option) => [option.value, option.label])).toEqual([
      [7, '1 Week'],
      [14, '2 Weeks'],
      [21, '3 Weeks'],
      [28, '4 Weeks'],
    ]);
    expect(usageDaysFrom('14')).toBe(14);
    expect(usageDaysFrom('15')).toBe(7);
    expect(usageDaysFrom(null)).toBe(7);
    expect(periodText(21)).toBe('3 Weeks');
  });

  it("names the summary of everyone and of a location's residents (spec §2)", () => {
    expect(summaryHeading('all')).toBe('Summary of all Residents');
    expect(summaryHeading('West Wing')).toBe('Summary for above Residents');
    expect(summaryHeading('none')).toBe('Summary for above Residents');
    expect(locationText('none')).toBe('No location');
  });

  it("prints the summary as resident 0 with its period and location", () => {
    expect(summaryPrintHref(14, 'all')).toBe('/resident-orders/print/0?days=14');
    expect(summaryPrintHref(7, 'West Wing')).toBe('/resident-orders/print/0?days=7&location=West+Wing');
  });
});
