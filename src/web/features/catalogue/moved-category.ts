// A category that moved, or whose address changed: its old page answers a permanent redirect to the new
// one with the same query (page, sort, per-page), so bookmarks and search engines' links follow. The API
// tells of it in its 404 (`moved_to`), only for a category the viewer may see.
import { redirect } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { categoryHref } from './catalogue-urls.ts';

/** Awaits the category call; a 404 naming where the category is now becomes a thrown 301 there. */
export async function orMovedCategoryRedirect<T>(call: Promise<T>, requestUrl: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const movedTo = error instanceof ApiRequestError && error.status === 404 ? error.body.moved_to : undefined;
    if (movedTo) throw redirect(`${categoryHref(movedTo.url)}${new URL(requestUrl).search}`, 301);
    throw error;
  }
}
