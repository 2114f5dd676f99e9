// spec §2 Products mega menu: top-level list on the left; the active one's children as groups
// (second level) of links (third level), up to 4 columns; max width 1660 px. Without JavaScript
// the CSS :hover / :focus-within rules in layout.css open it, and every entry is a plain link.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import type { MenuCategory } from '../../lib/storefront-data.ts';
import { useDisclosure } from '../../components/ui/use-disclosure.ts';

const HOVER_OPEN_DELAY_MS = 120;
const HOVER_CLOSE_DELAY_MS = 250;

export function MegaMenu(props: { categories: MenuCategory[] }) {
  const menu = useDisclosure();
  const [activeId, setActiveId] = useState<number | null>(props.categories[0]?.id ?? null);
  const [isClickOpened, setClickOpened] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  // Pressed or tabbed to before the page was interactive, the button holds the focus and the CSS
  // (:focus-within) showed the panel: it stays open now that the script runs, as if clicked. open() does
  // nothing to a menu already open, so a click React saw during hydration is not undone.
  const { open } = menu;
  useEffect(() => {
    if (document.activeElement !== menu.buttonRef.current) return;
    setClickOpened(true);
    open();
    // Once, when the page becomes interactive.
  }, []);
  useEffect(() => {
    if (!menu.isOpen) setClickOpened(false);
  }, [menu.isOpen]);

  const onButtonClick = () => {
    clearTimeout(hoverTimer.current);
    // A click on a menu that hover opened keeps it open (and pins it) rather than closing it.
    if (menu.isOpen && !isClickOpened) setClickOpened(true);
    else {
      setClickOpened(!menu.isOpen);
      menu.toggle();
    }
  };
  const onMouseEnter = () => {
    clearTimeout(hoverTimer.current);
    if (!menu.isOpen) hoverTimer.current = setTimeout(menu.open, HOVER_OPEN_DELAY_MS);
  };
  const onMouseLeave = () => {
    clearTimeout(hoverTimer.current);
    if (menu.isOpen && !isClickOpened) hoverTimer.current = setTimeout(menu.close, HOVER_CLOSE_DELAY_MS);
  };

  if (props.categories.length === 0) return null;
  return (
    <div
      ref={menu.containerRef}
      className="mega"
      data-enhanced={menu.isEnhanced || undefined}
      data-open={menu.isOpen || undefined}
      onKeyDown={menu.onKeyDown}
      onBlur={menu.onBlur}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <button
        ref={menu.buttonRef}
        type="button"
        className="mega-button"
        aria-expanded={menu.isOpen}
        aria-controls="mega-panel"
        onClick={onButtonClick}
      >
        Products <ChevronDownIcon />
      </button>
      <nav id="mega-panel" className="mega-panel" aria-label="Products">
        <ul className="mega-top">
          {props.categories.map((top) => (
            <li
              key={top.id}
              data-active={top.id === activeId || undefined}
              onMouseEnter={() => setActiveId(top.id)}
              onFocus={() => setActiveId(top.id)}
            >
              <Link to={top.url} className="mega-top-link">
                <span>{top.title}</span>
                {top.children.length > 0 && <ChevronRightIcon />}
              </Link>
              {top.children.length > 0 && (
                <div className="mega-sub">
                  <ul className="mega-groups">
                    {top.children.map((group) => (
                      <li key={group.id} className="mega-group">
                        <Link to={group.url} className="mega-group-title">
                          {group.title}
                        </Link>
                        {group.children.length > 0 && (
                          <ul>
                            {group.children.map((leaf) => (
                              <li key={leaf.id}>
                                <Link to={leaf.url}>{leaf.title}</Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
