// What a browser gets when the database cannot be reached before a page could be rendered (e.g. the
// session lookup failed): a small page of its own, since the React app needs that data to render.
// No scripts (nothing for the CSP nonce to allow) and no external files; inline styles are allowed.
import type { FastifyRequest } from 'fastify';

export const STORE_UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

export const OUTAGE_PAGE_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Briefly unavailable | Care Supply Co</title>
<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; background: #f5f7fa; }
main { max-width: 36rem; margin: 15vh auto 0; padding: 2rem; background: #fff; border-top: 4px solid #0b3b5b; border-radius: 4px; }
h1 { margin: 0 0 0.75rem; font-size: 1.5rem; color: #0b3b5b; }
p { margin: 0; line-height: 1.5; }
</style>
</head>
<body>
<main>
<h1>The store is briefly unavailable.</h1>
<p>Please try again in a moment.</p>
</main>
</body>
</html>
`;

/** A browser asking for a page (not the API client, not /api/*): it gets HTML rather than JSON. */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? request.url;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
