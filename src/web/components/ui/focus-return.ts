// Where the keyboard focus goes when a popup closes (issue #16 item 15, the WAI-ARIA dialog pattern):
// back to the control that opened it. The browser's own return goes to whatever had the focus when the
// popup opened, which is the page body when the opener was disabled during its call (Add to cart) or
// removed (a deleted row), so the last control that had the focus is tracked here. A popup opened from
// inside another that has closed since (a form's success message) returns to where that other one was
// opened from. Where the control is gone, the focus goes to the heading just above the list it was in
// (docs/decisions.md).

/** The control a popup was opened from, with its ancestors as they were and the page it was on. */
export type FocusOrigin = { element: HTMLElement; ancestors: Element[]; page: string };

let lastFocused: HTMLElement | null = null;
let lastAncestors: Element[] = [];
let isTracking = false;
/** Each popup's opener, from its last opening. */
const openers = new WeakMap<HTMLDialogElement, FocusOrigin>();

function ancestorsOf(element: Element): Element[] {
  const ancestors: Element[] = [];
  for (let parent = element.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
  return ancestors;
}

const pageOf = () => window.location.pathname + window.location.search;

/** Starts following the focus across the document (once, whoever calls it first). */
export function trackFocus(): void {
  if (isTracking) return;
  isTracking = true;
  // A control focused before the page was hydrated (pressed while its script loaded) counts as the last.
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) {
    lastFocused = active;
    lastAncestors = ancestorsOf(active);
  }
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    lastFocused = event.target;
    // Kept now: once the element is removed, where it was can no longer be found from it.
    lastAncestors = ancestorsOf(event.target);
  });
}

/**
 * Notes what `dialog` is being opened from: the control that has the focus, or the last one that had
 * it (a button disabled while its call ran has lost it to the body).
 */
export function noteOpener(dialog: HTMLDialogElement): FocusOrigin | null {
  const active = document.activeElement;
  const origin =
    active instanceof HTMLElement && active !== document.body
      ? { element: active, ancestors: ancestorsOf(active), page: pageOf() }
      : lastFocused && { element: lastFocused, ancestors: lastAncestors, page: pageOf() };
  if (origin) openers.set(dialog, origin);
  return origin;
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.closest('[inert], dialog:not([open])') === null && element.getClientRects().length > 0;
}

/** The last visible heading before `container` (outside it and outside popups): the heading of the list it holds. */
function headingBefore(container: Element): HTMLElement | null {
  const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
    (heading) => container.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING && !heading.contains(container) && heading.closest('dialog') === null && heading.getClientRects().length > 0,
  );
  return headings.at(-1) ?? document.querySelector<HTMLElement>('main h1, h1');
}

function focusTarget(origin: FocusOrigin, depth = 0): HTMLElement | null {
  if (canTakeFocus(origin.element)) return origin.element;
  // Opened from inside a popup that has closed (or been taken off the page) since: back to where that popup was opened from.
  const closedPopup = origin.ancestors.find((ancestor): ancestor is HTMLDialogElement => ancestor instanceof HTMLDialogElement && (!ancestor.open || !ancestor.isConnected));
  const outer = closedPopup && openers.get(closedPopup);
  if (outer && depth < 5) return focusTarget(outer, depth + 1);
  const container = origin.ancestors.find((ancestor) => ancestor.isConnected);
  const heading = container ? headingBefore(container) : null;
  // A heading takes the focus from a script only (tabindex -1), never from Tab.
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** How long a control given the focus back is watched for being removed by a change drawn after the popup closed. */
const REMOVAL_WATCH_MS = 2000;

/**
 * The control given the focus back may still be on the page only because the change that removes it
 * (a list reloaded in a transition) is drawn just after the popup closed: if it then goes, taking the
 * focus to the page body, the focus moves where it would have gone had the control been gone already.
 */
function followRemoval(target: HTMLElement, origin: FocusOrigin): void {
  const until = Date.now() + REMOVAL_WATCH_MS;
  target.addEventListener(
    'focusout',
    () => {
      setTimeout(() => {
        const isFocusLost = document.activeElement === null || document.activeElement === document.body;
        if (Date.now() > until || target.isConnected || !isFocusLost) return;
        focusTarget({ ...origin, element: target })?.focus();
      }, 0);
    },
    { once: true },
  );
}

/**
 * Gives the focus back after `popup` closed: to its opener, or near where the opener was. Not after the
 * page changed, and not when the keyboard has moved on since: the browser gives the focus back itself
 * as the popup closes, and on a busy page a key pressed then (Shift+Tab) can come before the popup's
 * 'close' event, which must not pull the focus back from where that key took it.
 */
export function returnFocus(origin: FocusOrigin | null, popup?: HTMLDialogElement): void {
  if (!origin || origin.page !== pageOf()) return;
  const target = focusTarget(origin);
  if (!target) return;
  const active = document.activeElement;
  const hasMovedOn = active instanceof HTMLElement && active !== document.body && active !== target && !popup?.contains(active) && active !== origin.element;
  if (hasMovedOn) return;
  target.focus();
  followRemoval(target, origin);
}
