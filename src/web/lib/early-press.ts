// A press that comes before the page's script has taken over (issue #26 item 24). A form the script
// handles has no action of its own: submitted before hydration, the browser would load the same page
// again, losing the press and the focus. The inline script below (in the head, so before anything can
// be pressed) holds such a submit instead; once hydrated, the page sends it again through its own
// handler, so 'Add to cart' pressed early adds, shows its message and gets the focus back after it.
// A handler that has taken the submit (React's, which prevents the default) is left alone.

/** Runs in the page's head, before its scripts: holds the last early submit of a form without an action. */
export const EARLY_PRESS_SCRIPT = `window.addEventListener('submit', function (event) {
  var form = event.target;
  if (event.defaultPrevented || document.documentElement.hasAttribute('data-hydrated')) return;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  event.preventDefault();
  window.__earlyPress = { form: form, submitter: event.submitter || null };
});`;

type EarlyPress = { form: HTMLFormElement; submitter: HTMLElement | null };
declare global {
  interface Window {
    __earlyPress?: EarlyPress | null;
  }
}

/** Once hydrated: sends the held submit again, through the page's own handler. */
export function replayEarlyPress(): void {
  const held = window.__earlyPress;
  window.__earlyPress = null;
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected && held.submitter.closest('form') === held.form ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
