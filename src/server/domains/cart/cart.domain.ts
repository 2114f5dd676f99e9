// The cart domain: a user's cart in an account, priced on the server.
import { defineDomain } from '../../assembly/domain.ts';
import { cartSettingsOf } from './cart-settings.ts';
import { createCartRepo } from './cart.repo.ts';
import { registerCartRoutes } from './cart.routes.ts';
import { createCartService, type CartService } from './cart.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    cart: CartService;
  }
}

export const cartDomain = defineDomain({
  name: 'cart',
  services: {
    cart: ({ database, config }, { catalogue, delivery }) =>
      createCartService({ repo: createCartRepo(database.db), catalogue, settings: cartSettingsOf(config), freight: delivery.freightFor }),
  },
  routes: (app, { cart }) => registerCartRoutes(app, { cart }),
});
