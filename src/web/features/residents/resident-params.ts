// The Resident Tracker's address: the list's filters (spec §2: search, Location, sort) kept in the
// page's search parameters so a reload or Back shows the same list, the summary's period (spec §9) and
// the print view's addresses.
import { RESIDENT_LOCATION_MAX_LENGTH, RESIDENT_SEARCH_MIN_LENGTH } from '../../../shared/limits.ts';
import { DEFAULT_USAGE_PERIOD_DAYS, USAGE_PERIOD_DAYS, type UsagePeriodDays } from '../../../shared/resident-usage.ts';
import { searchKeyword } from '../fast-orders/fast-order-params.ts';

export type ResidentSort = 'asc' | 'desc';

/** spec §2: Name A - Z (asc, the default) and Name Z - A (desc); by room when the account hides names (the server sorts by room then). */
export function residentSortOptions(namesHidden: boolean): ReadonlyArray<{ value: ResidentSort; label: string }> {
  const by = namesHidden ? 'Room' : 'Name';
  return [
    { value: 'asc', label: `${by} A - Z` },
    { value: 'desc', label: `${by} Z - A` },
  ];
}

/** spec §9: the summary's periods, 1 to 4 weeks. */
export const USAGE_PERIOD_OPTIONS: ReadonlyArray<{ value: UsagePeriodDays; label: string }> = USAGE_PERIOD_DAYS.map((days) => ({
  value: days,
  label: days === 7 ? '1 Week' : `${days / 7} Weeks`,
}));

/** The location filter's two fixed choices (spec §2: All is the default, None those without a location). */
export const ALL_LOCATIONS = 'all';
export const NO_LOCATION = 'none';

export type ResidentFilters = { keyword: string | undefined; location: string; sort: ResidentSort };

/** spec §5: the resident search applies from 2 characters; shorter shows everyone. */
export const residentKeyword = (typed: string | null) => searchKeyword(typed, RESIDENT_SEARCH_MIN_LENGTH);

export function locationFrom(param: string | null): string {
  const location = (param ?? '').trim().slice(0, RESIDENT_LOCATION_MAX_LENGTH);
  return location === '' ? ALL_LOCATIONS : location;
}

export function sortFrom(param: string | null): ResidentSort {
  return param === 'desc' ? 'desc' : 'asc';
}

/** The list's filters from the page's address. */
export function residentFilters(params: URLSearchParams): ResidentFilters {
  return { keyword: residentKeyword(params.get('keyword')), location: locationFrom(params.get('location')), sort: sortFrom(params.get('sort')) };
}

/** A period the summary offers (7, 14, 21 or 28 days); anything else is the default week. */
export function usageDaysFrom(param: string | number | null | undefined): UsagePeriodDays {
  const days = Number(param);
  return USAGE_PERIOD_DAYS.find((allowed) => allowed === days) ?? DEFAULT_USAGE_PERIOD_DAYS;
}

/** spec §2: the summary of everyone, or of the residents the Location filter shows. */
export function summaryHeading(location: string): string {
  return location === ALL_LOCATIONS ? 'Summary of all Residents' : 'Summary for above Residents';
}

/** How a location filter reads in a sentence. */
export function locationText(location: string): string {
  if (location === ALL_LOCATIONS) return 'All locations';
  if (location === NO_LOCATION) return 'No location';
  return location;
}

export function periodText(days: number): string {
  return USAGE_PERIOD_OPTIONS.find((option) => option.value === days)?.label ?? `${days} days`;
}

/** spec §2: one resident's print view, opened in a new tab. */
export const residentPrintHref = (residentId: number) => `/resident-orders/print/${residentId}`;

/** spec §2: the print view of the summary is resident 0, with its period and location. */
export function summaryPrintHref(days: number, location: string): string {
  const search = new URLSearchParams({ days: String(days) });
  if (location !== ALL_LOCATIONS) search.set('location', location);
  return `/resident-orders/print/0?${search.toString()}`;
}
