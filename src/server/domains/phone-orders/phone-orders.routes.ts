// The buyer pays an order the desk took for them by phone (issue #30 Part 4): POST /api/phone-orders/{id}/pay,
// from the order's page the e-mailed link opens. Answers the payment provider's page, as paying a cart does.
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { paymentStartedResponseSchema } from '../../../shared/schemas/orders.ts';
import type { StoreHttp } from '../../http/route-input.ts';
import type { PhoneOrdersService } from './phone-orders.service.ts';

export function registerPhoneOrdersRoutes(app: StoreHttp, deps: { phoneOrders: PhoneOrdersService }): void {
  app.post('/api/phone-orders/:id/pay', {
    schema: { params: idParamsSchema },
    config: {
      access: 'customer',
      role: 'buyer',
      docs: {
        summary: 'The buyer pays by card an order the desk took for them by phone: answers the payment provider\'s page',
        description: "Only the buyer's own order taken by phone to pay by card (another's, or one they placed themselves, is not found). A paid one answers its confirmation page; a cancelled one (its payment declined) is a 409.",
        response: paymentStartedResponseSchema,
        errors: { 409: 'The order can no longer be paid', 502: 'The payment provider could not be reached' },
      },
    },
  }, async (request, reply) => {
    const outcome = await deps.phoneOrders.pay(request.signedInViewer, request.params.id);
    if (outcome.ok && 'url' in outcome) return reply.header('cache-control', 'no-store').send({ success: true, url: outcome.url, message: outcome.message });
    const message = outcome.message;
    const status = !outcome.ok && outcome.kind === 'gateway' ? 502 : 422;
    return reply.status(status).send({ success: false, url: null, message, ...(status === 422 ? { errors: { order: message } } : {}) });
  });
}
