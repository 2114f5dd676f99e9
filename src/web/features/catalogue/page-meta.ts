import type { MetaDescriptor } from 'react-router';

export const STORE_NAME = 'Care Supply Co';

/** Every catalogue page: title '<name> | Care Supply Co' and a description. */
export function pageMeta(name: string, description: string): MetaDescriptor[] {
  return [{ title: `${name} | ${STORE_NAME}` }, { name: 'description', content: description }];
}

/** A short plain-text description from HTML or text, for the description meta tag. */
export function plainSummary(html: string, maxLength = 155): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** The meta of a route showing its ErrorBoundary. */
export function errorMeta(error: unknown, what: 'Page' | 'Category' | 'Product'): MetaDescriptor[] {
  const isNotFound = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
  return isNotFound
    ? pageMeta(`${what} not found`, `The ${what.toLowerCase()} you are looking for does not exist.`)
    : pageMeta('Something went wrong', 'The page could not be shown. Please try again.');
}
