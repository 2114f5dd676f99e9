// The checkout domain: the delivery and billing details of the order being placed.
import { defineDomain } from '../../assembly/domain.ts';
import { registerCheckoutRoutes } from './checkout.routes.ts';
import { createCheckoutService, type CheckoutService } from './checkout.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    checkout: CheckoutService;
  }
}

export const checkoutDomain = defineDomain({
  name: 'checkout',
  services: { checkout: (_context, { cart, addresses, creditControl, approvals, delivery }) => createCheckoutService({ cart, addresses, credit: creditControl, approvals, delivery }) },
  routes: (app, { checkout }) => registerCheckoutRoutes(app, { checkout }),
});
