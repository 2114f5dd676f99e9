// The popup shows server-supplied HTML (spec §2). sanitize-html is too big for the browser bundle,
// so this is a small allow-list: known tags survive, their attributes are dropped except a safe
// href, scripts and the like are removed with their content, and everything else becomes text.

import { isSitePath } from '../../shared/site-path.ts';

const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'SPAN', 'H2', 'H3', 'H4']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
// A relative href must be a path on this site (the one rule of site-path.ts): '//host' and '/\host' both go
// to another site (browsers read a backslash as a slash).
const SAFE_HREF = /^(?:https?:|mailto:|tel:|#)/i;
// What the URL parser ignores: C0 controls and spaces at either end, and tabs and newlines anywhere ('java\tscript:').
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const IGNORED_ANYWHERE = /[\t\n\r]/g;

/** The href as a browser reads it, so the check below sees what the browser will follow. */
export function normaliseHref(href: string): string {
  return href.replace(IGNORED_AT_ENDS, '').replace(IGNORED_ANYWHERE, '');
}

/** Whether a popup link may keep this href: http(s), mailto, tel, a same-site path or a fragment. */
export function isSafeHref(href: string): boolean {
  const read = normaliseHref(href);
  return read.startsWith('/') ? isSitePath(read) : SAFE_HREF.test(read);
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    if (DROPPED_WITH_CONTENT.has(element.tagName)) continue;
    if (!ALLOWED_TAGS.has(element.tagName)) {
      cleanChildren(element, target, doc); // unknown wrapper: keep its text
      continue;
    }
    const copy = doc.createElement(element.tagName.toLowerCase());
    if (element.tagName === 'A') {
      const href = normaliseHref(element.getAttribute('href') ?? '');
      if (isSafeHref(href)) copy.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
    }
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

/** Allow-listed HTML for the message popup. Without a DOM (server rendering) it returns escaped text. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeHtml(html);
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
}
