// Builds the store from its domains: each service once, on first use, from its domain's factory (so
// the list needs no order and a CLI builds only what its command touches); then binds the jobs and
// registers the routes.
import type { StoreHttp } from '../http/route-input.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { QueueDefinition } from '../jobs/queues.ts';
import type { Domain, StoreContext, StoreServices } from './domain.ts';

export type AssembledStore = {
  services: StoreServices;
  /** Sets the handler of every domain's queue (before the queue starts). */
  bindJobs(jobs: JobQueue): void;
  registerRoutes(app: StoreHttp): void;
  /** The back office's routes, into the /admin context that reads the staff session. */
  registerStaffRoutes(scope: StoreHttp): void;
  /** Lets each domain release what it built (listeners, timers), in reverse order of the list. */
  close(): Promise<void>;
};

/** Every queue the domains declare: the job queue creates them all, even in a process that only sends. */
export function queuesOf(domains: readonly Domain[]): QueueDefinition[] {
  const queues = domains.flatMap((domain) => (domain.jobs ?? []).map((job) => job.queue));
  const names = queues.map((queue) => queue.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`job queue ${repeated} is declared twice`);
  return queues;
}


export function assembleStore(context: StoreContext, domains: readonly Domain[]): AssembledStore {
  type Name = keyof StoreServices;
  const factories = new Map<Name, { domain: Domain; build: (context: StoreContext, services: StoreServices) => unknown }>();
  for (const domain of domains) {
    for (const [name, build] of Object.entries(domain.services ?? {}) as [Name, (c: StoreContext, s: StoreServices) => unknown][]) {
      if (factories.has(name)) throw new Error(`service ${String(name)} is built by two domains`);
      factories.set(name, { domain, build });
    }
  }
  const built = new Map<Name, unknown>();
  const building = new Set<Name>();
  const services = {} as StoreServices;
  for (const [name, { build }] of factories) {
    Object.defineProperty(services, name, {
      enumerable: true,
      get() {
        if (built.has(name)) return built.get(name);
        if (building.has(name)) throw new Error(`services depend on each other in a circle: ${[...building, name].join(' → ')}`);
        building.add(name);
        try {
          built.set(name, build(context, services));
        } finally {
          building.delete(name);
        }
        return built.get(name);
      },
    });
  }

  return {
    services,
    bindJobs(jobs) {
      for (const domain of domains) for (const job of domain.jobs ?? []) jobs.handle(job.queue, job.handler(context, services));
    },
    registerRoutes(app) {
      for (const domain of domains) domain.routes?.(app, services, context);
    },
    registerStaffRoutes(scope) {
      for (const domain of domains) domain.staffRoutes?.(scope, services, context);
    },
    async close() {
      for (const domain of [...domains].reverse()) {
        if (!domain.close) continue;
        const own = Object.fromEntries([...built].filter(([name]) => factories.get(name)?.domain === domain)) as Partial<StoreServices>;
        await domain.close(own);
      }
    },
  };
}
