// 'View as customer' is read-only (issue #30 Part 4), decided here once for every storefront route,
// those to come included: while a view is open, any request but GET, HEAD and OPTIONS is refused with a
// 403 and an audit row naming the staff member, the account and what was tried. Two writes are the
// view's own: End view, and signing out, which ends the view rather than anyone's session.
import type { FastifyInstance } from 'fastify';
import { VIEW_AS_READ_ONLY_MESSAGE } from '../../../shared/schemas/view-as.ts';
import type { AppConfig } from '../../config.ts';
import { ForbiddenError } from '../../errors.ts';
import { answerViewEnded, VIEW_END_PATH } from './view-as.routes.ts';
import type { ViewAsService } from './view-as.service.ts';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_OUT_PATH = '/logout';

/** Call after the session and CSRF hooks (a forged write is refused for its token first), before any route. */
export function registerViewAsGuard(app: FastifyInstance, deps: { viewAs: ViewAsService; config: Pick<AppConfig, 'cookieSecure'> }): void {
  app.addHook('onRequest', async (request, reply) => {
    const viewing = request.viewAs;
    if (!viewing || READING_METHODS.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (path === VIEW_END_PATH) return;
    if (path === SIGN_OUT_PATH) return answerViewEnded(request, reply, deps);
    await deps.viewAs.recordRefusedWrite(viewing.viewId, { method: request.method, path });
    throw new ForbiddenError(VIEW_AS_READ_ONLY_MESSAGE);
  });
}
