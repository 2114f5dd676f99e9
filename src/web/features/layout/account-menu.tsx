// spec §2: My Account dropdown with Log Out, for signed-in visitors.
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useLogOut } from '../auth/use-log-out.ts';
import { useRootData } from './root-data.ts';
import { useDisclosure } from './use-disclosure.ts';

export function AccountMenu() {
  const menu = useDisclosure();
  const logOut = useLogOut();
  const csrfToken = useRootData()?.csrfToken ?? '';
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
        <li>
          <Link to="/my-account">Account details</Link>
        </li>
        <li>
          {/* A real form, so signing out works without JavaScript too (the server redirects to /). */}
          <form
            method="post"
            action="/logout"
            onSubmit={(event) => {
              event.preventDefault();
              void logOut();
            }}
          >
            <input type="hidden" name="token" value={csrfToken} />
            <button type="submit">Log Out</button>
          </form>
        </li>
      </ul>
    </div>
  );
}
