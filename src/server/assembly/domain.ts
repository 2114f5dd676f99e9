// What a business domain gives the store: its services, its job queues with their handlers, its routes
// (the storefront's, and the back office's).
// Each domain says so in its own `<domain>.domain.ts`; assembly/store-domains.ts lists them, and the
// server, the CLI and the test kit all build the store from that one list (issue #17 Part 1).
import type { StoreHttp } from '../http/route-input.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import type { QueueDefinition } from '../jobs/queues.ts';
import type { ServiceLogger } from '../logging.ts';

/** What every domain may build on. */
export type StoreContext = {
  config: AppConfig;
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
  log: ServiceLogger;
  /** The clock for expiries and limits (tests move it); undefined: the real one. */
  now?: () => Date;
  /** The store's own secret: CSRF tokens and signed links. */
  storeSecret: string;
  /**
   * A store that serves requests: its session caches follow other processes' changes (LISTEN/NOTIFY). A
   * CLI run is none: it has no caches, and its changes reach the stores through their notifications.
   */
  isServing: boolean;
  /** Replaces the Stripe SDK client when PAYMENT_PROVIDER=stripe (tests pass a fake: no network). */
  stripeClient?: unknown;
};

/**
 * Every service of the store by name. Each domain adds its own in its `<domain>.domain.ts`:
 *   declare module '../../assembly/domain.ts' { interface StoreServices { cart: CartService } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each domain (declaration merging)
export interface StoreServices {}

/** How a domain builds each of its services, from the context and the other domains' services. */
export type ServiceFactories = {
  [Name in keyof StoreServices]?: (context: StoreContext, services: StoreServices) => StoreServices[Name];
};

/** A queue the domain declares (beside its job), and how it builds the handler that works it. */
export type DomainJob = {
  queue: QueueDefinition;
  handler: (context: StoreContext, services: StoreServices) => JobHandler;
};

export type Domain = {
  name: string;
  services?: ServiceFactories;
  jobs?: readonly DomainJob[];
  routes?: (app: StoreHttp, services: StoreServices, context: StoreContext) => void;
  /** Its back-office routes (`access: 'staff'`), registered inside the /admin context (admin/register-admin-area.ts). */
  staffRoutes?: (scope: StoreHttp, services: StoreServices, context: StoreContext) => void;
  /** Runs when the store closes, with this domain's services that were built (others never were). */
  close?: (built: Partial<StoreServices>) => Promise<void>;
};

export const defineDomain = (domain: Domain): Domain => domain;
