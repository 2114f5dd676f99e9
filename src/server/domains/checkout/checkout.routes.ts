import type { StoreHttp } from '../../http/route-input.ts';
import { deliveryDatesQuerySchema, deliveryDatesResponseSchema } from '../../../shared/schemas/delivery.ts';
import { cartJsonSchema, checkoutBillingBodySchema, checkoutJsonSchema, checkoutShippingBodySchema, type CheckoutJson } from '../../../shared/schemas/cart.ts';
import { toAddressJson, toCountryJson } from '../addresses/addresses.service.ts';
import { toCartJson } from '../cart/cart.service.ts';
import type { CheckoutService } from './checkout.service.ts';

export function registerCheckoutRoutes(app: StoreHttp, deps: { checkout: CheckoutService }): void {
  const { checkout } = deps;

  app.get('/api/checkout', {
    config: {
      access: 'customer',
      docs: { summary: "What the checkout page needs: the cart, the account's addresses, countries, whether it may pay on account, and the user", response: checkoutJsonSchema },
    },
  }, async (request): Promise<CheckoutJson> => {
    const view = await checkout.getCheckout(request.signedInViewer);
    return {
      cart: toCartJson(view.cart),
      addresses: view.addresses.map(toAddressJson),
      countries: view.countries.map(toCountryJson),
      can_pay_on_account: view.canPayOnAccount,
      account_credit_refusal: view.accountCreditRefusal,
      approval_reasons: view.approvalReasons,
      user: { first_name: view.user.firstName, last_name: view.user.lastName, email: view.user.email },
    };
  });

  // spec §7: each answers the whole cart; a failure's message is shown in a popup.
  app.post('/api/checkout/shipping', {
    schema: { body: checkoutShippingBodySchema },
    config: {
      access: 'customer',
      docs: { summary: 'Saves the delivery details of the checkout and answers the cart', response: cartJsonSchema },
    },
  }, async (request) => {
    const body = request.body;
    return toCartJson(await checkout.saveShipping(request.signedInViewer, body.shipping_info, body.delivery_date ?? null));
  });

  app.get('/api/checkout/delivery-dates', {
    schema: { querystring: deliveryDatesQuerySchema },
    config: {
      access: 'customer',
      docs: {
        summary: "The next delivery days for the cart's delivery address, each with its cut-off",
        description: "Issue #29: for `post_code` when given (the one being typed), else the cart's saved delivery details, else the default zone. New Zealand days; public holidays skipped.",
        response: deliveryDatesResponseSchema,
      },
    },
  }, async (request) => checkout.deliveryDates(request.signedInViewer, request.query.post_code));

  app.post('/api/checkout/billing', {
    schema: { body: checkoutBillingBodySchema },
    config: {
      access: 'customer',
      docs: { summary: 'Saves the billing details of the checkout and answers the cart', response: cartJsonSchema },
    },
  }, async (request) => {
    const body = request.body;
    return toCartJson(await checkout.saveBilling(request.signedInViewer, body.billing_info));
  });
}
