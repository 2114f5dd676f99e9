// The assembly builds each service once, on first use, whatever the order of the list; says which
// services depend on each other in a circle; and lets only the domains whose services were built close.
import { describe, expect, it } from 'vitest';
import { defineQueue, MAIL_DELIVERY } from '../jobs/queues.ts';
import type { JobHandler, JobQueue } from '../jobs/job-queue.ts';
import { assembleStore, queuesOf } from './assemble.ts';
import { defineDomain, type Domain, type StoreContext, type StoreServices } from './domain.ts';
import { STORE_DOMAINS } from './store-domains.ts';

const context = {} as StoreContext;
// The test's services pose as store services under names the store does not use.
type Loose = Record<string, unknown>;
const domain = (name: string, services: Record<string, (context: StoreContext, services: Loose) => unknown>, extra: Partial<Domain> = {}) =>
  defineDomain({ name, services: services as Domain['services'], ...extra });

describe('assembleStore', () => {
  it('builds a service once, on first use, from services listed after it', () => {
    const built: string[] = [];
    const store = assembleStore(context, [
      domain('a', { first: (_context, services) => (built.push('first'), { uses: services.second }) }),
      domain('b', { second: () => (built.push('second'), { name: 'second' }) }),
    ]);
    expect(built).toEqual([]);
    const services = store.services as unknown as Loose;
    expect(services.first).toEqual({ uses: { name: 'second' } });
    expect(services.first).toBe(services.first);
    expect(built).toEqual(['first', 'second']);
  });

  it('names the circle when two services need each other to be built', () => {
    const store = assembleStore(context, [
      domain('a', { first: (_context, services) => services.second }),
      domain('b', { second: (_context, services) => services.first }),
    ]);
    expect(() => (store.services as unknown as Loose).first).toThrow('services depend on each other in a circle: first → second → first');
  });

  it('refuses a service built by two domains, and a queue declared twice', () => {
    expect(() => assembleStore(context, [domain('a', { same: () => 1 }), domain('b', { same: () => 2 })])).toThrow('service same is built by two domains');
    const queue = defineQueue('test-mail', MAIL_DELIVERY);
    const handler = () => async () => {};
    expect(() => queuesOf([domain('a', {}, { jobs: [{ queue, handler }] }), domain('b', {}, { jobs: [{ queue, handler }] })])).toThrow('job queue test-mail is declared twice');
  });

  it('binds each queue to its handler, and closes only the domains whose services were built, last first', async () => {
    const queue = defineQueue('test-mail', MAIL_DELIVERY);
    const closed: string[] = [];
    const store = assembleStore(context, [
      domain('a', { used: () => 'used' }, { close: async (built) => void closed.push(`a:${Object.keys(built).join()}`) }),
      domain('b', { unused: () => 'unused' }, { jobs: [{ queue, handler: () => async () => {} }], close: async (built) => void closed.push(`b:${Object.keys(built).join()}`) }),
    ]);
    const handled: [string, JobHandler][] = [];
    store.bindJobs({ handle: (definition: { name: string }, handler: JobHandler) => void handled.push([definition.name, handler]) } as unknown as JobQueue);
    expect(handled.map(([name]) => name)).toEqual(['test-mail']);
    expect((store.services as unknown as Loose).used).toBe('used');
    await store.close();
    expect(closed).toEqual(['b:', 'a:used']);
  });

  it('the store declares each queue once, and each service once', () => {
    const names = queuesOf(STORE_DOMAINS).map((queue) => queue.name);
    expect(names).toContain('order-confirmation-mail');
    expect(new Set(names).size).toBe(names.length);
    const services = assembleStore(context, STORE_DOMAINS).services as StoreServices;
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['auth', 'cart', 'orders', 'residentTracker']));
  });
});
