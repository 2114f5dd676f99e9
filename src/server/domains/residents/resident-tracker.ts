// The Resident Tracker's services built on one database, its background jobs and its routes (issue #10).
import type { StoreHttp } from '../../http/route-input.ts';
import { transactOn, type DbExecutor } from '../../db/executor.ts';
import { type JobQueue } from '../../jobs/job-queue.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CartService, FreightQuote } from '../cart/cart.service.ts';
import type { CatalogueChanges } from '../catalogue/catalogue-changes.types.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MyAccountService } from '../accounts/my-account.service.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CartSettings } from '../cart/cart.types.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createStandingOrderDelivery } from './standing-order-delivery.ts';
import { createOrderTimesRepo } from './order-times.repo.ts';
import { createOrderTimesService } from './order-times.service.ts';
import { registerResidentUsageRoutes } from './resident-usage.routes.ts';
import { createResidentUsageService } from './resident-usage.service.ts';
import { createResidentsRepo } from './residents.repo.ts';
import { registerResidentsRoutes } from './residents.routes.ts';
import { createResidentsService, productLookupOf } from './residents.service.ts';
import { createStandingOrdersRepo } from './standing-orders.repo.ts';
import { registerStandingOrdersRoutes } from './standing-orders.routes.ts';
import { createStandingOrdersService } from './standing-orders.service.ts';
import { createTrackerAnswerCache } from './tracker-answer-cache.ts';

/** Memory for cached tracker answers per process: about 25 accounts of 200 residents with all their lines. */
const ANSWER_CACHE_MAX_BYTES = 128 * 1024 * 1024;

export type ResidentTrackerDeps = {
  catalogue: Pick<CatalogueService, 'findListedProducts'>;
  /** A catalogue change (a price, a product no longer sold, a category hidden) drops every kept answer. */
  catalogueChanges?: Pick<CatalogueChanges, 'onAnyChange'>;
  cart: Pick<CartService, 'addMany' | 'addCheckedLines'>;
  auth: Pick<AuthService, 'viewerOf'>;
  /** What a standing order set to 'order' needs: the primary address, the billing address, GST, placing the order. */
  addresses: Pick<AddressesService, 'listAddresses'>;
  accounts: Pick<MyAccountService, 'getDetails'>;
  orders: Pick<OrdersService, 'prepareAccountOrder' | 'insertAccountOrder'>;
  cartSettings: CartSettings;
  /** Issue #29: a standing order's freight, by its delivery zone. */
  freight: FreightQuote;
  jobs: JobQueue;
  /** How long a tracker answer may be served again while the account's resident data is unchanged (0: never). */
  answerCacheTtlMs: number;
  /** Contract prices heard as they change (the pricing domain's notices). */
  priceChanges?: { onChange(handler: () => void): void };
  log: ServiceLogger;
  now?: () => Date;
};

/** Builds the Resident Tracker's services (its jobs are bound by residents.domain.ts). */
export function createResidentTracker(db: DbExecutor, deps: ResidentTrackerDeps) {
  const transact = transactOn(db);
  const repo = createResidentsRepo(db);
  const products = productLookupOf(deps.catalogue);
  const orderTimes = createOrderTimesService({ repo: createOrderTimesRepo(db), transact });
  const usage = createResidentUsageService({ repo, products, cart: deps.cart });
  const standingOrders = createStandingOrdersService({
    repo: createStandingOrdersRepo(db),
    transact,
    usage,
    cart: deps.cart,
    viewers: deps.auth,
    delivery: createStandingOrderDelivery({ addresses: deps.addresses, accounts: deps.accounts, orders: deps.orders, settings: deps.cartSettings, freight: deps.freight }),
    jobs: deps.jobs,
    log: deps.log,
    now: deps.now,
  });
  const answers = createTrackerAnswerCache({ findVersion: repo.findDataVersion, ttlMs: deps.answerCacheTtlMs, maxBytes: ANSWER_CACHE_MAX_BYTES });
  deps.catalogueChanges?.onAnyChange(answers.forgetAll);
  // Issue #27: an answer shows the account's contract prices, so a change of any of them drops it too.
  deps.priceChanges?.onChange(answers.forgetAll);
  return {
    orderTimes,
    answers,
    residents: createResidentsService({ repo, transact, orderTimes, products }),
    usage,
    standingOrders,
  };
}
export type ResidentTracker = ReturnType<typeof createResidentTracker>;

export function registerResidentTrackerRoutes(app: StoreHttp, tracker: ResidentTracker): void {
  registerResidentsRoutes(app, tracker);
  registerResidentUsageRoutes(app, tracker);
  registerStandingOrdersRoutes(app, tracker);
}
