// The quick-order domain: SKUs and quantities typed, pasted or uploaded, matched to products.
import { defineDomain } from '../../assembly/domain.ts';
import { registerQuickOrderRoutes } from './quick-order.routes.ts';
import { createQuickOrderService, type QuickOrderService } from './quick-order.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    quickOrder: QuickOrderService;
  }
}

export const quickOrderDomain = defineDomain({
  name: 'quick-order',
  services: { quickOrder: (_context, { catalogue }) => createQuickOrderService({ catalogue }) },
  routes: (app, { quickOrder }) => registerQuickOrderRoutes(app, { quickOrder }),
});
