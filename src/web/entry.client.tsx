// The browser's entry: hydrates the server-rendered page. Hydration starts after the first paint, so the
// server's HTML is on screen before the scripts take the main thread (a slow phone shows the page sooner;
// links and forms work without scripts meanwhile).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A task queued from requestAnimationFrame runs after that frame is painted. A hidden tab paints nothing.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
