// The back office's one table (issue #27 Part 1): column definitions, the rows and a caption, in the box
// every back-office table scrolls in (TableScroll); with the server's sort, its headings are links that
// set ?sort= (aria-sort on the sorted one), and with its pages, page links that keep the address's filters.
import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pageHref, sortDirection, sortHref, type ListAddress, type ListSort } from './list-address.ts';
import { ListPager, TableScroll, type PageMeta } from './list-parts.tsx';

export type ListColumn<Row> = {
  heading: string;
  /** The column's cell in a row; left out when the rows draw themselves (`renderRow`). */
  cell?: (row: Row) => ReactNode;
  /** On the heading and the cells, e.g. `admin-number` for a column of amounts. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** The server's sort key for this column: its heading becomes a sort link. */
  sort?: string;
};

export type AdminListTableProps<Row> = {
  caption: string;
  /** The scroll box's name, when the caption changes with the page ('Orders', not 'Orders 1–25 of 40'). */
  label?: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** A row that keeps its own state (a form in each row) draws its whole <tr>. */
  renderRow?: (row: Row) => ReactNode;
  sort?: ListSort;
  /** The server's pages, and the name of their navigation ('Order pages'). */
  pages?: { meta: PageMeta; label: string };
  /** Below 40rem each row stacks, each cell named by its heading. */
  isStackedOnPhone?: boolean;
  /** Said instead of the table when there are no rows; by default the table and its caption say it. */
  empty?: ReactNode;
};

function SortHeading({ heading, sortKey, className, sort, address }: { heading: string; sortKey: string; className?: string; sort: ListSort; address: ListAddress }) {
  const direction = sortDirection(sort, sortKey);
  const arrow = direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : '';
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={className}>
      <Link to={sortHref(address, sort, sortKey)}>
        {heading}
        <span aria-hidden="true">{arrow}</span>
        <span className="visually-hidden">, sort {direction === 'descending' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  );
}

export function AdminListTable<Row>({ caption, label, columns, rows, rowKey, renderRow, sort, pages, isStackedOnPhone, empty }: AdminListTableProps<Row>) {
  const address = useLocation();
  if (rows.length === 0 && empty) return empty;
  const cellClass = (column: ListColumn<Row>) => [column.className, column.cellClassName].filter(Boolean).join(' ') || undefined;
  const drawRow = (row: Row) =>
    renderRow ? (
      <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
    ) : (
      <tr key={rowKey(row)}>
        {columns.map((column) => (
          <td key={column.heading} className={cellClass(column)} data-label={isStackedOnPhone ? column.heading : undefined}>
            {column.cell?.(row)}
          </td>
        ))}
      </tr>
    );
  return (
    <>
      <TableScroll label={label ?? caption}>
        <table className={isStackedOnPhone ? 'admin-table admin-table--stack' : 'admin-table'}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                sort && column.sort ? (
                  <SortHeading key={column.heading} heading={column.heading} sortKey={column.sort} className={column.className} sort={sort} address={address} />
                ) : (
                  <th key={column.heading} scope="col" className={column.className}>
                    {column.heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{rows.map(drawRow)}</tbody>
        </table>
      </TableScroll>
      {pages ? <ListPager meta={pages.meta} label={pages.label} hrefFor={(page) => pageHref(address, page)} /> : null}
    </>
  );
}
