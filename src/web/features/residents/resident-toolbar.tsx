// spec §2 list controls: 'Add a New Resident', the search box (name, room, location; from 2 characters),
// the Location dropdown (All, None, the account's locations), the sort (Name A - Z / Z - A) and 'Expand
// All'. The filters live in the page's address (a GET form), so a reload or Back shows the same list.
import { Form } from 'react-router';
import { useSearchParamUpdate } from '../../lib/use-search-param-update.ts';
import { useKeywordParam } from '../fast-orders/use-keyword-param.ts';
import { ALL_LOCATIONS, NO_LOCATION, residentKeyword, residentSortOptions, type ResidentFilters } from './resident-params.ts';
import { useCanOrder } from '../../lib/root-data.ts';

type Props = {
  filters: ResidentFilters;
  locations: string[];
  namesHidden: boolean;
  isAllOpen: boolean;
  canExpand: boolean;
  onAdd(): void;
  onExpandAll(isOpen: boolean): void;
};

export function ResidentToolbar({ filters, locations, namesHidden, isAllOpen, canExpand, onAdd, onExpandAll }: Props) {
  const search = useKeywordParam((typed) => residentKeyword(typed));
  const updateParams = useSearchParamUpdate();
  const setParam = (name: string, value: string, fallback: string) =>
    updateParams((params) => {
      if (value === fallback) params.delete(name);
      else params.set(name, value);
    });
  // A location chosen in the address but no longer held by any resident still shows as chosen.
  const choices = locations.includes(filters.location) || [ALL_LOCATIONS, NO_LOCATION].includes(filters.location) ? locations : [filters.location, ...locations];

  const canOrder = useCanOrder();
  return (
    <div className="resident-toolbar">
      {canOrder ? (
        <button type="button" className="button button-primary resident-toolbar__add" onClick={onAdd}>
          Add a New Resident
        </button>
      ) : null}
      <Form method="get" className="resident-toolbar__filters" role="search" aria-label="Residents">
        <div className="field resident-toolbar__search">
          <label htmlFor="resident-search">Search residents</label>
          <input
            id="resident-search"
            type="search"
            name="keyword"
            placeholder="Search Residents and Location..."
            autoComplete="off"
            value={search.typed}
            onChange={(event) => search.setTyped(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="resident-location">Location</label>
          <select id="resident-location" name="location" value={filters.location} onChange={(event) => setParam('location', event.currentTarget.value, ALL_LOCATIONS)}>
            <option value={ALL_LOCATIONS}>All</option>
            <option value={NO_LOCATION}>None</option>
            {choices.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="resident-sort">Sort by</label>
          <select id="resident-sort" name="sort" value={filters.sort} onChange={(event) => setParam('sort', event.currentTarget.value, 'asc')}>
            {residentSortOptions(namesHidden).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </noscript>
      </Form>
      <label className="checkbox resident-toolbar__expand">
        <input type="checkbox" checked={isAllOpen} disabled={!canExpand} onChange={(event) => onExpandAll(event.currentTarget.checked)} />
        <span>Expand All</span>
      </label>
    </div>
  );
}
