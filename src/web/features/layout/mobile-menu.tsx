// spec §2/§9: below 1024 px the header collapses into a hamburger menu with the same category
// tree, the header's links and, for a signed-in visitor, every signed-in area and Log Out (as the
// My Account dropdown). Built on <details>, so it opens and closes without JavaScript too.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { LogOutForm } from '../auth/log-out-form.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import type { MenuCategory } from '../../lib/storefront-data.ts';
import type { SiteLink } from '../../lib/site-links.ts';
import type { ExternalLink } from '../../../shared/public-config.ts';
import { ExternalNavLink } from './external-nav-link.tsx';

function CategoryBranch(props: { category: MenuCategory }) {
  const { category } = props;
  if (category.children.length === 0) {
    return (
      <li>
        <Link to={category.url}>{category.title}</Link>
      </li>
    );
  }
  return (
    <li>
      <details>
        <summary>{category.title}</summary>
        <ul>
          <li>
            <Link to={category.url}>{`All ${category.title}`}</Link>
          </li>
          {category.children.map((child) => (
            <CategoryBranch key={child.id} category={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

type Props = { categories: MenuCategory[]; navItems: SiteLink[]; externalLink: ExternalLink | null; isLoggedIn: boolean };

export function MobileMenu(props: Props) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={detailsRef} className="mobile-menu">
      <summary aria-label="Menu">
        <MenuIcon />
      </summary>
      <nav className="mobile-menu-panel" aria-label="Menu">
        <p className="mobile-menu-heading">Products</p>
        <ul className="mobile-menu-tree">
          {props.categories.map((category) => (
            <CategoryBranch key={category.id} category={category} />
          ))}
        </ul>
        {props.isLoggedIn ? (
          <>
            <p className="mobile-menu-heading mobile-menu-account">My Account</p>
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li>
                <LogOutForm />
              </li>
            </ul>
          </>
        ) : null}
        <ul className="mobile-menu-links">
          {props.navItems.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {props.externalLink ? (
            <li>
              <ExternalNavLink link={props.externalLink} />
            </li>
          ) : null}
        </ul>
      </nav>
    </details>
  );
}
