import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuCategory } from '../../lib/storefront-data.ts';
import { CategoryTree } from './category-tree.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

type Props = {
  tree: MenuCategory[];
  /** Ids from the top level down to the current category. */
  trailIds: number[];
  currentId: number | null;
};

const DRAWER_ID = 'category-drawer';

/**
 * spec §2 Category sidebar. From 1024 px a plain column; below it an off-canvas drawer opened by
 * 'Categories'. Without JavaScript the opener is a link to #category-drawer and CSS :target opens it.
 */
export function CategorySidebar({ tree, trailIds, currentId }: Props) {
  const isHydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Opened through the no-JS link before scripts loaded: take over that state.
  useEffect(() => {
    if (window.location.hash === `#${DRAWER_ID}`) setOpen(true);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  function close() {
    setOpen(false);
    // Opened through the no-JS link before scripts loaded: drop the hash so :target lets go too.
    if (location.hash === `#${DRAWER_ID}`) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
    }
    openerRef.current?.focus();
  }

  return (
    <aside className="category-sidebar" aria-label="Categories">
      {isHydrated ? (
        <button
          ref={openerRef}
          type="button"
          className="category-sidebar__opener button button-secondary"
          aria-expanded={isOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setOpen(true)}
        >
          Categories
        </button>
      ) : (
        <a href={`#${DRAWER_ID}`} className="category-sidebar__opener button button-secondary">
          Categories
        </a>
      )}
      <div id={DRAWER_ID} className={`category-drawer${isOpen ? ' is-open' : ''}`}>
        <div className="category-drawer__header">
          <h2 className="category-drawer__title">Categories</h2>
          {isHydrated ? (
            <button ref={closeRef} type="button" className="category-drawer__close" onClick={close}>
              Close<span className="visually-hidden"> categories</span>
            </button>
          ) : (
            <a href="#start" className="category-drawer__close">
              Close<span className="visually-hidden"> categories</span>
            </a>
          )}
        </div>
        <CategoryTree tree={tree} trailIds={trailIds} currentId={currentId} onNavigate={() => setOpen(false)} />
      </div>
      {isOpen && <div className="category-drawer__backdrop" aria-hidden="true" onClick={close} />}
    </aside>
  );
}
