// What the back office's lists share (issue #17 Part 6): filters kept in the address (GET forms, so Back,
// reload and a shared link keep them), the caption that counts the rows, the pages as links, and the box
// every back-office table scrolls in when it is wider than the screen (issue #26). The table itself is
// admin-list-table.tsx.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { PaginationMeta } from '../../shared/pagination.ts';

/**
 * A status list's address: its status (`all` for every status; `fallback` when missing or not one of
 * `labels`) and the API query it asks for.
 */
export function statusListOf<S extends string>(request: Request, labels: Record<S, string>, fallback: S) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status: S | 'all' = asked === 'all' || Object.hasOwn(labels, asked) ? (asked as S | 'all') : fallback;
  return { status, query: { status: status === 'all' ? '' : status, page: url.searchParams.get('page') ?? '' } };
}

/** 'Showing 1–25 of 40 pending applications', or what an empty list means. */
export function listCaption(meta: PaginationMeta, noun: string): string {
  return meta.total === 0 ? `No ${noun}.` : `Showing ${meta.from ?? 0}–${meta.to ?? 0} of ${meta.total} ${noun}`;
}

/**
 * A table wider than the screen scrolls sideways inside this box, never the page (issue #26): while it
 * overflows, the box is a region ('<label>, scrolls sideways') that keyboard users can focus and scroll
 * with the arrow keys. The server draws it so (it cannot measure); the browser drops that once the table fits.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [isOverflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={boxRef} className="admin-table-scroll" {...(isOverflowing ? { role: 'region', 'aria-label': `${label}, scrolls sideways`, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}

/** Which page of how many: all the pager needs of a list's pagination meta. */
export type PageMeta = Pick<PaginationMeta, 'current_page' | 'last_page'>;

export function StatusFilter({ action, status, labels, name }: { action: string; status: string; labels: Record<string, string>; name: string }) {
  return (
    <Form method="get" action={action} className="admin-form admin-panel" aria-label={`Filter ${name}`}>
      <div className="admin-field">
        <label htmlFor="list-status">Status</label>
        <select id="list-status" name="status" defaultValue={status}>
          {Object.entries(labels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="all">All</option>
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Show
      </button>
    </Form>
  );
}

export function ListPager({ meta, label, hrefFor }: { meta: PageMeta; label: string; hrefFor: (page: number) => string }) {
  if (meta.last_page <= 1) return null;
  const { current_page: current, last_page: last } = meta;
  return (
    <nav className="admin-pager" aria-label={label}>
      {current > 1 ? <Link to={hrefFor(current - 1)}>Previous page</Link> : null}
      <span>{`Page ${current} of ${last}`}</span>
      {current < last ? <Link to={hrefFor(current + 1)}>Next page</Link> : null}
    </nav>
  );
}

/** The filters the server refused (422), each message once, shown above the list. */
export function FilterErrors({ errors }: { errors: string[] | null }) {
  if (!errors) return null;
  return (
    <ul className="admin-error admin-panel" role="alert">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** One field of a list's GET filter form, with its hint read out with it. */
export function FilterField({ id, name, label, value, type = 'search', hint }: { id: string; name: string; label: string; value: string; type?: string; hint?: string }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? (
        <span id={`${id}-hint`} className="admin-muted">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
