// 'View as customer' in the back office (issue #30 Part 4): the account's page asks for a link, and the
// same browser opens it here, where its back-office cookie proves which staff member it is.
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { viewAsLinkResponseSchema, viewAsTokenParamsSchema, type ViewAsLinkResponse } from '../../../shared/schemas/view-as.ts';
import type { AppConfig } from '../../config.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import { VIEW_AS_COOKIE, viewAsCookieOptions } from '../../http/session.ts';
import type { ViewAsService } from './view-as.service.ts';

const VIEW_AS = { access: 'staff', permission: 'accounts.view_as' } as const;

export function registerAdminViewAsRoutes(app: StoreHttp, deps: { viewAs: ViewAsService; config: Pick<AppConfig, 'cookieSecure'> }): void {
  const { viewAs, config } = deps;

  app.post('/admin/api/accounts/:id/view-as', {
    schema: { params: idParamsSchema },
    config: {
      ...VIEW_AS,
      docs: {
        summary: "A single-use link that opens the storefront as the account's first manager sees it, read-only",
        description:
          'Needs the accounts.view_as permission. The link works once, within a minute, for the staff member who asked, in the browser of their back-office session. The view shows the account’s prices, categories and cart, refuses every change (403, audited) and ends after 30 minutes or at End view. Audited.',
        response: viewAsLinkResponseSchema,
        status: 201,
        errors: { 404: 'No such account', 409: 'The account has no manager to view the store as' },
      },
    },
  }, async (request, reply) => {
    const { url, linkExpiresAt } = await viewAs.createLink(request.staff, request.params.id);
    const answer: ViewAsLinkResponse = { url, link_expires_at: linkExpiresAt.toISOString() };
    return reply.code(201).send(answer);
  });

  app.get('/admin/api/view-as/:token', {
    schema: { params: viewAsTokenParamsSchema },
    config: {
      ...VIEW_AS,
      docs: {
        summary: 'Opens a view link: starts the read-only view and goes to the storefront (303 to /)',
        description:
          'Needs the accounts.view_as permission and the link of the staff member signed in. Sets the view’s own storefront cookie beside the browser’s others; a view already open in this browser ends. Audited.',
        status: 303,
        errors: { 404: 'The link is unknown, used, expired or another staff member’s' },
      },
    },
  }, async (request, reply) => {
    const { sessionToken } = await viewAs.openLink(request.staff, request.params.token, request.cookies[VIEW_AS_COOKIE]);
    reply.setCookie(VIEW_AS_COOKIE, sessionToken, viewAsCookieOptions(config));
    return reply.redirect('/', 303);
  });
}
