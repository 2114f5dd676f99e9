// The CSS of each shell and area (issue #8: a page inlines only the CSS its shell needs). The root
// inlines the base sheet into every page; the storefront shell adds its own, the account area and
// the sign-in pages theirs (the back office keeps its own sheet in web/admin/admin-styles.ts). A component renders its sheet with
// <PageStylesheet> (page-stylesheet.tsx).
//
// On the server a sheet is its CSS text, inlined in <head>: no render-blocking request before the
// first paint on a slow mobile connection. In the browser it is only the URL of the same CSS built
// as a file, fetched when an in-app navigation enters an area the first page did not have, so the
// CSS text never travels inside a script (`import.meta.env.SSR` is false in the browser build,
// which then drops the ?inline import).
import baseCss from './global.css?inline';
import baseUrl from './global.css?url';
import storefrontCss from './storefront.css?inline';
import storefrontUrl from './storefront.css?url';
import accountCss from './account.css?inline';
import accountUrl from './account.css?url';
import signInCss from '../features/auth/auth.css?inline';
import signInUrl from '../features/auth/auth.css?url';
import residentPrintCss from '../features/residents/resident-print.css?inline';
import residentPrintUrl from '../features/residents/resident-print.css?url';

/** Sheets apply in precedence order (base, then shell, then area), whatever order pages render them in. */
export type Stylesheet = { name: string; precedence: 'base' | 'shell' | 'area'; css: string; url: string };

export const BASE_STYLES: Stylesheet = { name: 'base', precedence: 'base', css: import.meta.env.SSR ? baseCss : '', url: baseUrl };

export const STOREFRONT_STYLES: Stylesheet = {
  name: 'storefront',
  precedence: 'shell',
  css: import.meta.env.SSR ? storefrontCss : '',
  url: storefrontUrl,
};

export const ACCOUNT_STYLES: Stylesheet = { name: 'account', precedence: 'area', css: import.meta.env.SSR ? accountCss : '', url: accountUrl };

export const SIGN_IN_STYLES: Stylesheet = { name: 'sign-in', precedence: 'area', css: import.meta.env.SSR ? signInCss : '', url: signInUrl };

/** The Resident Tracker's print view (routes/resident-orders.print.tsx): its own shell, for A4 paper. */
export const RESIDENT_PRINT_STYLES: Stylesheet = {
  name: 'resident-print',
  precedence: 'shell',
  css: import.meta.env.SSR ? residentPrintCss : '',
  url: residentPrintUrl,
};
