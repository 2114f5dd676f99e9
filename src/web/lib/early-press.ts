// A press that comes before the page's script has taken over (issue #26 item 24). A form the script
// handles has no action of its own: submitted before hydration, the browser would load the same page
// again, losing the press and the focus. The inline script below (in the head, so before anything can
// be pressed) holds such a submit instead; once hydrated, the page sends it again through its own
// handler, so 'Add to cart' pressed early adds, shows its message and gets the focus back after it.
// A handler that has taken the submit (React's, which prevents the default) is left alone. In the same
// way a click on a button marked data-early-press (the header's Products menu: its panel opens only
// through the script) is held and sent again once the page is interactive.

/** Runs in the page's head, before its scripts: holds the last early submit of a form without an action, or click. */
export const EARLY_PRESS_SCRIPT = `window.addEventListener('submit', function (event) {
  var form = event.target;
  if (event.defaultPrevented || document.documentElement.hasAttribute('data-hydrated')) return;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  event.preventDefault();
  window.__earlyPress = { form: form, submitter: event.submitter || null };
});
window.addEventListener('click', function (event) {
  if (event.defaultPrevented || document.documentElement.hasAttribute('data-hydrated')) return;
  var button = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
  if (!button) return;
  event.preventDefault();
  window.__earlyPress = { click: button };
});`;

type EarlyPress = { form: HTMLFormElement; submitter: HTMLElement | null } | { click: HTMLElement };
declare global {
  interface Window {
    __earlyPress?: EarlyPress | null;
  }
}

/** Once hydrated: sends the held submit again, through the page's own handler. */
export function replayEarlyPress(): void {
  const held = window.__earlyPress;
  window.__earlyPress = null;
  if (held && 'click' in held) {
    if (held.click.isConnected) held.click.click();
    return;
  }
  if (!held?.form.isConnected) return;
  const submitter = held.submitter?.isConnected && held.submitter.closest('form') === held.form ? held.submitter : null;
  held.form.requestSubmit(submitter);
}
