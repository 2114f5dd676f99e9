// CONVENTIONS §5: a loader lets a failed API call become a thrown Response with the API's status,
// so the route's ErrorBoundary renders (a 404 from the API is a 404 page, a 503 says the store is
// briefly unavailable) and the document keeps the API's status.
import { data } from 'react-router';
import { ApiRequestError } from './api-client.ts';

/** Awaits an API call; an ApiRequestError is rethrown as `data(body, { status })`. */
export async function orThrowResponse<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError) throw data(error.body, { status: error.status });
    throw error;
  }
}

/** The message to show for a failed browser call: the server's, or the generic one (spec §7). */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body.message) return error.body.message;
  return 'Sorry, something has gone wrong.';
}
