import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For the loaders of what surrounds every page (the root's session, the storefront shell's menu and
 * cart): they change only on sign-in and sign-out, and both of those reload the whole page, so an
 * in-app navigation does not run them again. A form that writes (not GET) still does.
 */
export const revalidateAfterWritesOnly: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
