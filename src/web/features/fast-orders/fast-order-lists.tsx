// spec §2 Fast orders, lists page: Create, 'Search Lists', the four sorts, and the table of title,
// reference address and item count with View List, Edit Details and delete (spec §9 prompt). The
// page reloads its list whenever a popup closes (spec §4).
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { FAST_ORDER_MESSAGES } from '../../../shared/fast-order-messages.ts';
import type { FastOrderListJson } from '../../../shared/schemas/fast-orders.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { fastOrdersApi } from './fast-orders-api.ts';
import { asksForNewList, LIST_SORT_OPTIONS, listKeyword, type ListSortValue } from './fast-order-params.ts';
import { ListFormDialog } from './list-form-dialog.tsx';
import { useKeywordParam } from './use-keyword-param.ts';

type Props = { lists: FastOrderListJson[]; sort: ListSortValue };
type Popup = { list: FastOrderListJson | null } | null;

export function FastOrderLists({ lists, sort }: Props) {
  const [popup, setPopup] = useState<Popup>(null);
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();

  // spec §2: /fast-orders#newlist, or any address containing 'newlist', opens 'Create a List' on load.
  useEffect(() => {
    if (asksForNewList(location)) setPopup({ list: null });
  }, [location.hash, location.search]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (popup) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      void revalidator.revalidate();
    }
  }, [popup]);

  function closePopup() {
    setPopup(null);
    // The address asked for the popup once; reloading the page should not open it again.
    if (location.hash.includes('newlist')) void navigate({ search: location.search, hash: '' }, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <div className="fast-order-lists__toolbar">
        <button type="button" className="button button-primary" onClick={() => setPopup({ list: null })}>
          Create
        </button>
        <ListSearch sort={sort} />
      </div>
      <section className="card fast-order-lists" aria-labelledby="fast-order-lists-title">
        <h2 id="fast-order-lists-title" className="fast-order-lists__count" aria-live="polite">
          {lists.length === 1 ? '1 list' : `${lists.length} lists`}
        </h2>
        {lists.length > 0 ? (
          <ListsTable lists={lists} onEdit={(list) => setPopup({ list })} onDeleted={() => void revalidator.revalidate()} />
        ) : (
          <p>No fast order lists found. Create one to keep the products you order again and again.</p>
        )}
      </section>
      <ListFormDialog isOpen={popup !== null} list={popup?.list ?? null} onClose={closePopup} />
    </>
  );
}

/** 'Search Lists' and the sort selector: a GET form, so both also work before the page's script runs. */
function ListSearch({ sort }: { sort: ListSortValue }) {
  const search = useKeywordParam((typed) => listKeyword(typed));
  const [, setSearchParams] = useSearchParams();
  return (
    <Form method="get" className="fast-order-lists__search" role="search" aria-label="Fast order lists">
      <div className="field">
        <label htmlFor="fast-order-list-search">Search Lists</label>
        <input
          id="fast-order-list-search"
          type="search"
          name="keyword"
          value={search.typed}
          autoComplete="off"
          onChange={(event) => search.setTyped(event.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="fast-order-list-sort">Sort by</label>
        <select
          id="fast-order-list-sort"
          name="sort"
          value={sort}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setSearchParams(
              (params) => {
                const updated = new URLSearchParams(params);
                updated.set('sort', next);
                return updated;
              },
              { replace: true, preventScrollReset: true },
            );
          }}
        >
          {LIST_SORT_OPTIONS.map((option) => (
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
  );
}

function ListsTable({ lists, onEdit, onDeleted }: { lists: FastOrderListJson[]; onEdit(list: FastOrderListJson): void; onDeleted(): void }) {
  const { setLoading, showPopup } = useAppState();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function remove(list: FastOrderListJson) {
    // spec §9: 'Select OK to delete {title} Fast Order' (a native confirm, as the cart's remove).
    if (!window.confirm(FAST_ORDER_MESSAGES.confirmDeleteList(list.title))) return;
    setBusyId(list.id);
    setLoading(true);
    try {
      await fastOrdersApi(createBrowserApiClient()).remove(list.id);
      onDeleted();
    } catch (error) {
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setLoading(false);
      setBusyId(null);
    }
  }

  return (
    <div className="fast-order-table__wrap">
      <table className="fast-order-table">
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Reference Address</th>
            <th scope="col" className="fast-order-table__count">
              Items
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id}>
              <th scope="row">{list.title}</th>
              <td data-label="Reference Address">{list.reference_address || '—'}</td>
              <td data-label="Items" className="fast-order-table__count">
                {list.item_count}
              </td>
              <td className="fast-order-table__actions">
                <Link to={`/fast-orders/${list.id}`} className="button button-primary fast-order-table__button">
                  View List<span className="visually-hidden">{`: ${list.title}`}</span>
                </Link>
                <button type="button" className="button button-secondary fast-order-table__button" onClick={() => onEdit(list)}>
                  Edit Details<span className="visually-hidden">{`: ${list.title}`}</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary fast-order-table__button fast-order-table__delete"
                  disabled={busyId === list.id}
                  onClick={() => void remove(list)}
                >
                  Delete<span className="visually-hidden">{`: ${list.title}`}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
