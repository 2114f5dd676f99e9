// spec §2: the buying pages (/cart, /checkout, /order-history) are for signed-in customers. Their
// loaders' first API call answers 401 for a guest, which becomes a redirect to /login; any other
// failure becomes a thrown Response with the API's status, as orThrowResponse does.
import { data, redirect } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';

export async function orRedirectToLogin<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 401) throw redirect('/login');
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}
