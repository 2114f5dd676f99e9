// spec §2: My Account dropdown for signed-in visitors: every signed-in area (account-links.ts) and Log Out.
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useDisclosure } from '../../components/ui/use-disclosure.ts';
import { LogOutForm } from '../auth/log-out-form.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

export function AccountMenu() {
  const menu = useDisclosure();
  return (
    <div
      ref={menu.containerRef}
      className="account-menu"
      data-enhanced={menu.isEnhanced || undefined}
      data-open={menu.isOpen || undefined}
      onKeyDown={menu.onKeyDown}
      onBlur={menu.onBlur}
    >
      <button
        ref={menu.buttonRef}
        type="button"
        className="header-action"
        aria-expanded={menu.isOpen}
        aria-controls="account-menu-list"
        onClick={menu.toggle}
      >
        <UserIcon />
        <span>My Account</span>
        <ChevronDownIcon />
      </button>
      <ul id="account-menu-list" className="account-menu-list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <LogOutForm />
        </li>
      </ul>
    </div>
  );
}
