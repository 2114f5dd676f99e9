// A test app per describe block without the let/beforeAll/afterAll scaffolding (issue #8):
//   describe('cart', () => {
//     const testApp = useTestApp(async (app) => ({ fixture: await insertCartFixture(app) }));
//     const fixture = later(() => testApp.fixture);
//     it('…', async () => { const buyer = await signedInAccount(testApp); fixture.productId('vinyl'); });
//   });
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export type UseTestAppOptions = TestAppOptions & { config?: Partial<AppConfig> };

/**
 * Builds a test app (and whatever `setup` adds to it) before the block's tests and closes it after.
 * The object returned stands for it: read it inside tests and hooks, not while the block is collected.
 */
export function useTestApp<Extra extends object = object>(
  setup?: (testApp: TestApp) => Promise<Extra> | Extra,
  options: UseTestAppOptions = {},
): TestApp & Extra {
  let built: TestApp | undefined;
  let current: (TestApp & Extra) | undefined;
  beforeAll(async () => {
    const { config, ...appOptions } = options;
    built = await buildTestApp(config, appOptions);
    const extra = setup ? await setup(built) : ({} as Extra);
    current = { ...built, ...extra };
  });
  afterAll(async () => built?.close());
  return later(() => current, 'testApp');
}

/**
 * Stands for what `get` answers once the block's beforeAll has run, e.g. a fixture made there:
 *   const fixture = later(() => testApp.fixture);
 */
export function later<T extends object>(get: () => T | undefined, name = 'the value'): T {
  const made = (): T | undefined => {
    try {
      return get();
    } catch {
      return undefined; // made from another later value that is not there yet either
    }
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const value = made();
      if (value) return Reflect.get(value, key);
      // Looked for by await and by printers: nothing is there yet.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      throw new Error(`${name}.${String(key)} was read before beforeAll made it: read it inside a test or a hook`);
    },
    has: (_target, key) => {
      const value = made();
      return value !== undefined && key in value;
    },
    // So that `{ ...testApp, app: other }` copies what is there.
    ownKeys: () => Reflect.ownKeys(made() ?? {}),
    getOwnPropertyDescriptor: (_target, key) => {
      const value = made();
      const descriptor = value ? Reflect.getOwnPropertyDescriptor(value, key) : undefined;
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}
