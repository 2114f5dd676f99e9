import { Link } from 'react-router';
import type { PaginationMeta } from '../../../shared/pagination.ts';
import { paginationWindow } from '../../../shared/pagination-window.ts';

type Props = {
  meta: PaginationMeta;
  /** The link for a page; real hrefs, so paging works without JavaScript. */
  hrefFor(page: number): string;
};

/** spec §2: a window of 7 page numbers around the current page, plus Previous and Next when available. */
export function PaginationNav({ meta, hrefFor }: Props) {
  if (meta.last_page <= 1) return null;
  const current = meta.current_page;
  return (
    <nav className="pagination-nav" aria-label="Pagination">
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(Math.min(current - 1, meta.last_page))} rel="prev" className="pagination-nav__step">
              Previous
            </Link>
          </li>
        )}
        {paginationWindow(current, meta.last_page).map((page) => (
          <li key={page}>
            {page === current ? (
              <span className="pagination-nav__page is-current" aria-current="page">
                <span className="visually-hidden">Page </span>
                {page}
              </span>
            ) : (
              <Link to={hrefFor(page)} className="pagination-nav__page" aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {current < meta.last_page && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next" className="pagination-nav__step">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
