// spec §4 Logout: loading on, POST /logout with the CSRF token, then the browser goes to '/';
// on failure loading off and a popup with the server's message.
import { useCallback } from 'react';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useRootData } from '../../lib/root-data.ts';

export function useLogOut(): () => Promise<void> {
  const { setLoading, showPopup, setAccountNumber } = useAppState();
  const csrfToken = useRootData()?.csrfToken ?? '';
  return useCallback(async () => {
    setLoading(true);
    try {
      await createBrowserApiClient().logout(csrfToken);
      setAccountNumber(null);
      // A full load, so every piece of the page is rendered again as a guest.
      window.location.assign('/');
    } catch (error) {
      setLoading(false);
      showPopup(escapeHtml(apiErrorMessage(error)));
    }
  }, [csrfToken, setLoading, showPopup, setAccountNumber]);
}
