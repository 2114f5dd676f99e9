// The storefront's side of 'View as customer' (issue #30 Part 4): End view, from the banner on every page.
import fastifyFormbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { doneResponseSchema } from '../../../shared/schemas/session.ts';
import type { AppConfig } from '../../config.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { VIEW_AS_COOKIE, viewAsCookieOptions } from '../../http/session.ts';
import type { ViewAsService } from './view-as.service.ts';

export const VIEW_END_PATH = '/api/view-as/end';

/**
 * Ends the browser's view, if any (audited), clears its cookie and goes back to the account's page in
 * the back office: a 303 for the banner's plain form, JSON for a script.
 */
export async function answerViewEnded(request: FastifyRequest, reply: FastifyReply, deps: { viewAs: ViewAsService; config: Pick<AppConfig, 'cookieSecure'> }) {
  const token = request.cookies[VIEW_AS_COOKIE];
  const ended = token ? await deps.viewAs.endBySession(token) : null;
  reply.clearCookie(VIEW_AS_COOKIE, viewAsCookieOptions(deps.config));
  reply.header('cache-control', 'no-store');
  const redirect = ended ? `/admin/accounts/${ended.accountId}` : '/admin/accounts';
  const isFormPost = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  if (isFormPost) return reply.redirect(redirect, 303);
  return reply.send({ success: true, redirect });
}

export function registerViewAsRoutes(app: StoreHttp, deps: { viewAs: ViewAsService; config: Pick<AppConfig, 'cookieSecure'> }): void {
  app.register(async (plain) => {
    // The banner's End view is a plain form too (no script needed).
    if (!plain.hasContentTypeParser('application/x-www-form-urlencoded')) await plain.register(fastifyFormbody);
    plain.post(VIEW_END_PATH, {
      config: {
        access: 'public',
        docs: {
          summary: "Ends staff's read-only view of the store as a customer, and goes back to the account's page",
          description:
            'Works whether or not the view is still open (one past its 30 minutes has already ended): clears the view’s cookie, leaving the browser’s own sessions as they were. A plain form post is redirected (303). Audited when it ends a view.',
          response: doneResponseSchema('/admin/accounts/{id}'),
        },
      },
    }, async (request, reply) => answerViewEnded(request, reply, deps));
  });
}
