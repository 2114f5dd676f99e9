// Each Playwright worker has a store of its own (playwright.config.ts starts E2E_WORKERS of them on
// E2E_PORT and the ports after it), with its own embedded database, outbox and staff secrets, so two
// workers never share an account's cart, orders or mail.
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** The port of the store this process talks to: the base port plus the worker's index (none in the runner). */
export function e2ePort(): number {
  return E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
