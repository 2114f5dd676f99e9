// spec §2/§4 Log Out, in the My Account dropdown and the mobile menu. A real form posting the CSRF
// token, so signing out works without JavaScript too (the server redirects to /); with it, useLogOut.
import { useRootData } from '../../lib/root-data.ts';
import { useLogOut } from './use-log-out.ts';

export function LogOutForm({ buttonClassName }: { buttonClassName?: string } = {}) {
  const logOut = useLogOut();
  const csrfToken = useRootData()?.csrfToken ?? '';
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault();
        void logOut();
      }}
    >
      <input type="hidden" name="token" value={csrfToken} />
      <button type="submit" className={buttonClassName}>
        Log Out
      </button>
    </form>
  );
}
