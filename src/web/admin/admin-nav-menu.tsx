// The back office's menu bar (issue #26 item 18): its screens in groups, each group a disclosure button
// with its links below it (a group of one screen is its link), so an owner's 14 screens fit one line.
// By keyboard: Enter or Space opens a group, the arrow keys go down its links and across the bar,
// Escape (or Tab out, or a click elsewhere) closes it, focus going back to its button.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { StaffRole } from '../../shared/staff-permissions.ts';
import { isOnScreen, navGroupsFor, type AdminNavGroup, type AdminNavItem } from './admin-nav.ts';

const TOP_LEVEL = '[data-nav-top]';

function currentOf(pathname: string, item: AdminNavItem): 'page' | 'true' | undefined {
  if (pathname === item.to) return 'page';
  return isOnScreen(pathname, item) ? 'true' : undefined;
}

/** Moves the focus to the sibling of `from` among `selector`'s matches in `scope`, by `step` (wrapping), or to the first or last. */
function moveFocus(scope: Element | null, selector: string, from: Element, step: 1 | -1 | 'first' | 'last'): void {
  const targets = [...(scope?.querySelectorAll<HTMLElement>(selector) ?? [])];
  if (targets.length === 0) return;
  const index = targets.indexOf(from as HTMLElement);
  const next = step === 'first' ? 0 : step === 'last' ? targets.length - 1 : (index + step + targets.length) % targets.length;
  targets[next]?.focus();
}

/** Left and Right go across the bar's top level (buttons and lone links); Home and End to its ends. */
function onTopLevelKey(event: KeyboardEvent<HTMLElement>): boolean {
  const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowRight: 1, ArrowLeft: -1, Home: 'first', End: 'last' };
  const step = moves[event.key];
  if (step === undefined) return false;
  event.preventDefault();
  moveFocus(event.currentTarget.closest('nav'), TOP_LEVEL, event.currentTarget, step);
  return true;
}

function NavLink({ item, pathname, isTopLevel, onKeyDown }: { item: AdminNavItem; pathname: string; isTopLevel: boolean; onKeyDown: (event: KeyboardEvent<HTMLElement>) => void }) {
  return (
    <Link to={item.to} aria-current={currentOf(pathname, item)} data-nav-top={isTopLevel ? '' : undefined} onKeyDown={onKeyDown}>
      {item.label}
    </Link>
  );
}

function NavGroup({ group, index, pathname, isOpen, setOpen }: { group: AdminNavGroup; index: number; pathname: string; isOpen: boolean; setOpen: (isOpen: boolean) => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `admin-nav-group-${index}`;
  const isCurrentGroup = group.items.some((item) => isOnScreen(pathname, item));

  // The links are shown once the state has drawn them; then the focus may go to one.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!isOpen || !focusOnOpen) return;
    moveFocus(listRef.current, 'a', document.body, focusOnOpen);
    setFocusOnOpen(null);
  }, [isOpen, focusOnOpen]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && isOpen) {
      setOpen(false);
    } else {
      onTopLevelKey(event);
    }
  }

  function onLinkKey(event: KeyboardEvent<HTMLElement>) {
    const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(listRef.current, 'a', event.currentTarget, step);
    } else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <li
      className="admin-nav-group"
      onBlur={(event) => {
        // Tab (or a click) away from the group closes it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={isCurrentGroup ? 'admin-nav-button admin-nav-button--current' : 'admin-nav-button'}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-nav-top=""
        onClick={() => setOpen(!isOpen)}
        onKeyDown={onButtonKey}
      >
        {group.label}
      </button>
      <ul id={listId} ref={listRef} className="admin-nav-menu" hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink item={item} pathname={pathname} isTopLevel={false} onKeyDown={onLinkKey} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function AdminNavMenu({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // A new page closes the menu; so does a click anywhere outside it.
  useEffect(() => setOpenGroup(null), [pathname]);
  useEffect(() => {
    if (openGroup === null) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openGroup]);

  return (
    <nav aria-label="Back office" ref={navRef}>
      <ul className="admin-nav">
        {navGroupsFor(role).map((group, index) => {
          const [only] = group.items;
          if (group.items.length === 1 && only) {
            return (
              <li key={group.label}>
                <NavLink item={only} pathname={pathname} isTopLevel onKeyDown={onTopLevelKey} />
              </li>
            );
          }
          return (
            <NavGroup
              key={group.label}
              group={group}
              index={index}
              pathname={pathname}
              isOpen={openGroup === group.label}
              setOpen={(isOpen) => setOpenGroup(isOpen ? group.label : null)}
            />
          );
        })}
      </ul>
    </nav>
  );
}
