// The header's count of new orders (issue #30 Part 1), kept fresh without a reload: asked for when the
// page opens and on each move to another screen, then every 8 s (so an order shows within 10 s, the
// request's own time included) while the tab is visible and the member has used the page in the last 10
// minutes (a key, a click, a touch, a scroll). So an unattended screen stops asking, and the back office's
// idle sign-out (ADMIN_IDLE_MINUTES, counted from the last request) still comes at most 10 minutes late;
// a hidden or idle page asks again at the first sign of use. One request at a time; the server keeps no
// timer. A 401 (the session ended) stops it.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { browserAdminClient } from '../admin-api.ts';
import { dashboardApi } from './dashboard-api.ts';

export const NEW_ORDER_POLL_MS = 8_000;
export const IN_USE_MS = 10 * 60_000;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'scroll', 'touchstart'] as const;

/** The count of new orders, or null until it is first known. */
export function useNewOrderCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  const askNow = useRef<() => void>(() => {});
  const { key: screen } = useLocation();

  useEffect(() => {
    const api = dashboardApi(browserAdminClient());
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isAsking = false;
    let hasEnded = false;
    let lastInput = Date.now();
    const isWatched = () => document.visibilityState === 'visible' && Date.now() - lastInput < IN_USE_MS;

    async function ask() {
      if (isAsking || hasEnded) return;
      clearTimeout(timer);
      timer = undefined;
      isAsking = true;
      try {
        setCount((await api.newOrderCount()).data.count);
      } catch (error) {
        // Signed out (or the session ended): nothing more to ask. Anything else: try again at the next turn.
        if (error instanceof ApiRequestError && error.status === 401) hasEnded = true;
      } finally {
        isAsking = false;
      }
      if (!hasEnded && isWatched()) timer = setTimeout(() => void ask(), NEW_ORDER_POLL_MS);
    }
    /** After a pause (hidden tab, or no input for a while) the next sign of use asks at once. */
    function wake() {
      if (timer === undefined && !isAsking && isWatched()) void ask();
    }
    function onInput() {
      lastInput = Date.now();
      wake();
    }
    function onVisibility() {
      if (document.visibilityState === 'visible') wake();
      else {
        clearTimeout(timer);
        timer = undefined;
      }
    }

    askNow.current = () => void ask();
    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    return () => {
      hasEnded = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, []);

  // A move to another screen (an order moved on, perhaps) asks again, skipping the first render (the effect above asks).
  const firstScreen = useRef(screen);
  useEffect(() => {
    if (screen !== firstScreen.current) askNow.current();
  }, [screen]);

  return count;
}
