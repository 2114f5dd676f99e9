import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchFacets as SearchFacetsJson } from '../../../shared/schemas/catalogue.ts';
import type { SearchFacetParams } from './listing-params.ts';

type Props = {
  facets: SearchFacetsJson;
  chosen: SearchFacetParams;
  /** The search page's address with these facets chosen (page 1, everything else kept). */
  hrefFor: (facets: SearchFacetParams) => string;
};

const WIDE = '(min-width: 1024px)';
const NONE: SearchFacetParams = { categoryId: null, isOnSale: false };

/** Whether there is anything to show: a category or special to choose, or a choice to clear. */
export function hasSearchFacets(facets: SearchFacetsJson | undefined, chosen: SearchFacetParams): facets is SearchFacetsJson {
  if (!facets) return false;
  return facets.categories.some((category) => category.count > 0) || facets.on_sale > 0 || chosen.categoryId !== null || chosen.isOnSale;
}

/**
 * The search page's facets (issue #18): Category and On special, each a plain link, so they work without
 * JavaScript. Below 1024 px a <details> above the results (closed at first); from 1024 px a sidebar,
 * opened by script and, before it or without it, shown by CSS (search-facets.css).
 */
export function SearchFacets({ facets, chosen, hrefFor }: Props) {
  const id = useId();
  const detailsRef = useOpenWhenWide();
  const categories = facets.categories.filter((category) => category.count > 0 || category.id === chosen.categoryId);
  const chosenCount = (chosen.categoryId === null ? 0 : 1) + (chosen.isOnSale ? 1 : 0);
  const headingIds = { category: `${id}-category`, special: `${id}-special` };
  // A clear link goes once it is used: the focus goes to its group's heading rather than the page body.
  const focusHeading = (headingId: string) => () => document.getElementById(headingId)?.focus();

  return (
    <details ref={detailsRef} className="search-facets">
      <summary className="search-facets__summary">
        Filter results{chosenCount > 0 ? <span className="search-facets__chosen"> ({chosenCount} chosen)</span> : null}
      </summary>
      <nav className="search-facets__panel" aria-labelledby={`${id}-title`}>
        <div className="search-facets__head">
          <h2 id={`${id}-title`} className="search-facets__title">
            Filter results
          </h2>
          {chosenCount > 0 ? (
            <Link to={hrefFor(NONE)} preventScrollReset className="search-facets__clear" onClick={focusHeading(headingIds.category)}>
              Clear all<span className="visually-hidden"> filters</span>
            </Link>
          ) : null}
        </div>
        {categories.length > 0 || chosen.categoryId !== null ? (
          <FacetGroup
            headingId={headingIds.category}
            title="Category"
            clearHref={chosen.categoryId === null ? null : hrefFor({ ...chosen, categoryId: null })}
            onClear={focusHeading(headingIds.category)}
          >
            {categories.map((category) => (
              <FacetChoice
                key={category.id}
                href={hrefFor({ ...chosen, categoryId: category.id })}
                label={category.title}
                count={category.count}
                isCurrent={category.id === chosen.categoryId}
              />
            ))}
          </FacetGroup>
        ) : null}
        {facets.on_sale > 0 || chosen.isOnSale ? (
          <FacetGroup
            headingId={headingIds.special}
            title="Specials"
            clearHref={chosen.isOnSale ? hrefFor({ ...chosen, isOnSale: false }) : null}
            onClear={focusHeading(headingIds.special)}
          >
            <FacetChoice href={hrefFor({ ...chosen, isOnSale: true })} label="On special" count={facets.on_sale} isCurrent={chosen.isOnSale} />
          </FacetGroup>
        ) : null}
      </nav>
    </details>
  );
}

type GroupProps = { headingId: string; title: string; clearHref: string | null; onClear: () => void; children: ReactNode };

function FacetGroup({ headingId, title, clearHref, onClear, children }: GroupProps) {
  return (
    <div className="search-facets__group" role="group" aria-labelledby={headingId}>
      <div className="search-facets__group-head">
        <h3 id={headingId} className="search-facets__group-title" tabIndex={-1}>
          {title}
        </h3>
        {clearHref !== null ? (
          <Link to={clearHref} preventScrollReset className="search-facets__clear" onClick={onClear}>
            Clear<span className="visually-hidden">{` ${title.toLowerCase()} filter`}</span>
          </Link>
        ) : null}
      </div>
      <ul className="search-facets__list">{children}</ul>
    </div>
  );
}

type ChoiceProps = { href: string; label: string; count: number; isCurrent: boolean };

/**
 * Read as 'Nitrile Gloves 12 products', and 'current' when chosen. The name is an aria-label: text hidden
 * inside the row's flex items was read with a stray space ('Nitrile Gloves , 12 products'). It holds the
 * visible words as they show, in order (WCAG 2.5.3, label in name: one can say what one sees to pick it).
 */
function FacetChoice({ href, label, count, isCurrent }: ChoiceProps) {
  const countText = count.toLocaleString('en-NZ');
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        className="search-facets__choice"
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={`${label} ${countText} ${count === 1 ? 'product' : 'products'}`}
      >
        {/* The space keeps the visible words apart ('Nitrile Gloves 12'), as the name has them; a flex row does not show it. */}
        <span className="search-facets__label">{label}</span>{' '}
        <span className="search-facets__count">{countText}</span>
      </Link>
    </li>
  );
}

/** Opens the <details> on a wide screen (where it is a sidebar with no summary to press), now and on widening. */
function useOpenWhenWide() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const open = () => {
      if (wide.matches && ref.current) ref.current.open = true;
    };
    open();
    wide.addEventListener('change', open);
    return () => wide.removeEventListener('change', open);
  }, []);
  return ref;
}
