// The back office's stylesheet, like the storefront's sheets (styles/stylesheets.ts) but kept here, so
// that not even its URL travels in the storefront's scripts.
import adminCss from './admin.css?inline';
import adminUrl from './admin.css?url';
import type { Stylesheet } from '../styles/stylesheets.ts';

export const ADMIN_STYLES: Stylesheet = { name: 'admin', precedence: 'shell', css: import.meta.env.SSR ? adminCss : '', url: adminUrl };
