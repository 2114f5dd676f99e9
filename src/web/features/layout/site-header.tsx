// spec §2 'Header and global pieces'.
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { CartLink } from './cart-link.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { MenuCategory } from '../../lib/storefront-data.ts';
import { SearchBox } from './search-box.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { COMPANY, type SiteLink } from '../../lib/site-links.ts';
import { ExternalNavLink } from './external-nav-link.tsx';

type Props = {
  categories: MenuCategory[];
  /** The extra nav links this viewer may see (spec §6 rest_acc, decided by the server). */
  navItems: SiteLink[];
  isLoggedIn: boolean;
};

export function SiteHeader(props: Props) {
  const externalLink = useRootData()?.publicConfig.headerExternalLink ?? null;
  return (
    <header className="site-header">
      <div className="header-top">
        <div className="container header-top-inner">
          <MobileMenu categories={props.categories} navItems={props.navItems} externalLink={externalLink} isLoggedIn={props.isLoggedIn} />
          <Link to="/" className="logo">
            <img src="/images/logo.svg" alt={COMPANY.name} width={188} height={40} />
          </Link>
          <SearchBox id="header-search" />
          <div className="header-actions">
            {props.isLoggedIn ? (
              <>
                <AccountMenu />
                <CartLink />
              </>
            ) : (
              <Link to="/login" className="header-action">
                <UserIcon />
                <span>Login/Register</span>
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="header-nav">
        <div className="container header-nav-inner">
          <MegaMenu categories={props.categories} />
          <nav aria-label="Site" className="header-links">
            <ul>
              {props.navItems.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              {externalLink ? (
                <li>
                  <ExternalNavLink link={externalLink} />
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
