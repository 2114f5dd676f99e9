// The price lists (issue #27 Part 3): the search (code or name) kept in the address, and one page of
// lists the server found, each with its dates, whether it is in force today, and what it holds.
import { Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import type { PriceListSummaryJson } from '../../../shared/schemas/admin-pricing.ts';
import { AdminListTable, type ListColumn } from '../admin-list-table.tsx';
import { listCaption } from '../list-parts.tsx';
import { SearchForm } from './pricing-fields.tsx';
import { validityText } from './pricing-values.ts';

export function PriceListSearch({ q }: { q: string }) {
  return <SearchForm action="/admin/price-lists" id="price-lists-q" label="Code or name" name="Search price lists" q={q} className="admin-form admin-panel" />;
}

/** 'In force', or why not: inactive, or outside its dates today. */
export const standingText = (list: Pick<PriceListSummaryJson, 'active' | 'in_force'>) => (list.in_force ? 'In force' : list.active ? 'Active, outside its dates' : 'Inactive');

const COLUMNS: ListColumn<PriceListSummaryJson>[] = [
  { heading: 'Code', cell: (list) => <Link to={`/admin/price-lists/${list.id}`}>{list.code}</Link> },
  { heading: 'Name', cell: (list) => list.name },
  { heading: 'Valid', cell: (list) => validityText(list.valid_from, list.valid_to) },
  { heading: 'Status', cell: standingText },
  { heading: 'Entries', className: 'admin-number', cell: (list) => list.entries.toLocaleString('en-NZ') },
  { heading: 'Accounts', className: 'admin-number', cell: (list) => list.accounts.toLocaleString('en-NZ') },
  { heading: 'Groups', className: 'admin-number', cell: (list) => list.groups.toLocaleString('en-NZ') },
];

export function PriceListTable({ lists, meta, q }: { lists: PriceListSummaryJson[]; meta: PaginationMeta; q: string }) {
  return (
    <AdminListTable
      caption={listCaption(meta, q ? `price lists matching “${q}”` : 'price lists')}
      label="Price lists"
      columns={COLUMNS}
      rows={lists}
      rowKey={(list) => list.id}
      pages={{ meta, label: 'Price list pages' }}
    />
  );
}
