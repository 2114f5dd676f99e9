// The account area's one sign-in guard (routes/account-layout.tsx): a guest asking for any page in
// it goes to /login (spec §2: the buying pages are for signed-in customers). As middleware it runs
// before every loader of the area, so no page's loader runs for a guest or checks sign-in itself.
import { redirect, type MiddlewareFunction } from 'react-router';
import { requestContext } from '../../lib/api-context.ts';
import { orThrowResponse } from '../../lib/loader-errors.ts';

export const requireSignedIn: MiddlewareFunction<Response> = async ({ context }) => {
  const session = await orThrowResponse(context.get(requestContext).session());
  if (!session.is_logged_in) throw redirect('/login');
};
