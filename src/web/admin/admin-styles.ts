// The back office's stylesheets, like the storefront's sheets (styles/stylesheets.ts) but kept here, so
// that not even their URLs travel in the storefront's scripts: admin.css (what every screen shares), then
// each area's sheet (<area>/<area>.css) in the order of their paths. A glob finds the area sheets, so a new
// screen's sheet needs no line here. On the server each is its CSS text, inlined (React writes sheets of
// one precedence in one <style>); in the browser, only if the first page had none, the built files.
import type { Stylesheet } from '../styles/stylesheets.ts';

const SHARED = './admin.css';

// Vite turns each glob into static imports; the browser build drops the ?inline ones (SSR is false there).
const urls = import.meta.glob<string>('./**/*.css', { query: '?url', import: 'default', eager: true });
const texts = import.meta.env.SSR ? import.meta.glob<string>('./**/*.css', { query: '?inline', import: 'default', eager: true }) : {};

const paths = [SHARED, ...Object.keys(urls).filter((path) => path !== SHARED).sort()];

/** 'admin' for the shared sheet, 'admin-orders' for orders/orders.css. */
const nameOf = (path: string) => (path === SHARED ? 'admin' : `admin-${path.split('/')[1]}`);

export const ADMIN_STYLES: Stylesheet[] = paths.map((path) => ({ name: nameOf(path), precedence: 'shell', css: texts[path] ?? '', url: urls[path] ?? '' }));
