// spec §7 POST /api/subscribers (public, rate-limited in http/rate-limit.ts), and the two links of the
// newsletter e-mails. The links answer JSON; their pages (web routes newsletter.*) call them.
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import { emailText } from '../../../shared/schemas/session.ts';
import { codeText } from '../../../shared/schemas/text.ts';
import { sendCsv } from '../../http/csv-reply.ts';
import { NEWSLETTER_MESSAGES, type NewsletterService } from './newsletter.service.ts';

const subscribeBodySchema = z.object({ email: emailText() });
const tokenBodySchema = z.object({ token: codeText('token', { error: 'The link is not valid.' }).min(10, 'The link is not valid.').max(200, 'The link is not valid.') });
const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export function registerNewsletterRoutes(app: StoreHttp, deps: { newsletter: NewsletterService }): void {
  const { newsletter } = deps;

  app.post('/api/subscribers', { schema: { body: subscribeBodySchema },
    config: { access: 'public', docs: { summary: 'Subscribe to the newsletter (a confirmation link is e-mailed)', response: messageResponseSchema } } }, async (request) => {
    const { email } = request.body;
    await newsletter.subscribe(email);
    return { success: true, message: NEWSLETTER_MESSAGES.subscribed };
  });

  app.post('/api/subscribers/confirm', { schema: { body: tokenBodySchema },
    config: { access: 'public', docs: { summary: 'Confirm a subscription with the e-mailed link’s token', response: messageResponseSchema } } }, async (request, reply) => {
    const { token } = request.body;
    if (!(await newsletter.confirm(token))) return reply.code(404).send({ message: NEWSLETTER_MESSAGES.confirmInvalid });
    return { success: true, message: NEWSLETTER_MESSAGES.confirmed };
  });

  app.post('/api/subscribers/unsubscribe', { schema: { body: tokenBodySchema },
    config: { access: 'public', docs: { summary: 'Unsubscribe with a newsletter’s signed link', response: messageResponseSchema } } }, async (request, reply) => {
    const { token } = request.body;
    if (!(await newsletter.unsubscribe(token))) return reply.code(404).send({ message: NEWSLETTER_MESSAGES.unsubscribeInvalid });
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  });
}

/** The back office's export (issue #19 Part 2): confirmed subscribers only, formula-guarded. */
export function registerAdminNewsletterRoutes(app: StoreHttp, deps: { newsletter: NewsletterService }): void {
  app.get(
    '/admin/api/subscribers.csv',
    { config: { access: 'staff', permission: 'content', docs: { summary: 'The confirmed newsletter subscribers as CSV (email, confirmed_at)', produces: 'text/csv' } } },
    async (_request, reply) => sendCsv(reply, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`, deps.newsletter.confirmedSubscriberRows()),
  );
}
