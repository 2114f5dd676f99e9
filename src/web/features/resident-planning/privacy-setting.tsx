// Privacy (issue #10 part 7): the account shows residents by room only; names then appear on no page,
// print, e-mail or CSV. They stay stored and show again when this is turned off.
import { useState } from 'react';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { escapeHtml } from '../../lib/sanitize-html.ts';
import { planningApi } from './planning-api.ts';

export function PrivacySetting({ namesHidden }: { namesHidden: boolean }) {
  const [isHidden, setHidden] = useState(namesHidden);
  const [isBusy, setBusy] = useState(false);
  const { showPopup } = useAppState();

  async function save(next: boolean) {
    const before = isHidden;
    setHidden(next); // the box shows the choice at once; a refusal puts it back
    setBusy(true);
    try {
      const answer = await planningApi(createBrowserApiClient()).saveSettings({ names_hidden: next });
      setHidden(answer.data.names_hidden);
      showPopup(`<p>${escapeHtml(answer.message)}</p>`);
    } catch (error) {
      setHidden(before);
      showPopup(`<p>${escapeHtml(apiErrorMessage(error))}</p>`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card planning-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <label className="checkbox">
        <input type="checkbox" checked={isHidden} disabled={isBusy} onChange={(event) => void save(event.currentTarget.checked)} />
        <span>Show residents by room only</span>
      </label>
      <p className="planning-note">
        When ticked, resident names appear on no page, printout, e-mail or download of this account; residents are shown as their room. Names you entered are
        kept and show again if you untick this.
      </p>
    </section>
  );
}
