// Renders a shell's or area's sheet (stylesheets.ts) as a React 19 hoisted stylesheet: React puts it
// in <head>, once however many components render it, ordered by precedence.
import type { Stylesheet } from './stylesheets.ts';

export function PageStylesheet({ sheet }: { sheet: Stylesheet }) {
  // Server: the CSS text inline.
  if (import.meta.env.SSR) {
    return (
      <style href={sheet.name} precedence={sheet.precedence}>
        {sheet.css}
      </style>
    );
  }
  // Browser: when the server inlined it, nothing to add (React never removes a hoisted sheet, and it
  // skips the server's copy while hydrating). Otherwise it links the built file (once: React finds
  // the link of an earlier navigation by its href) and holds the new page back until the file has
  // loaded, so nothing shows unstyled.
  if (document.querySelector(`style[data-href~="${sheet.name}"]`)) return null;
  return <link rel="stylesheet" href={sheet.url} precedence={sheet.precedence} />;
}
