import type { Db } from '../db/client.ts';
import { createAccountsRepo } from '../domains/accounts/accounts.repo.ts';
import { createAccountsService } from '../domains/accounts/accounts.service.ts';
import { createAddressesRepo } from '../domains/addresses/addresses.repo.ts';
import { createAddressesService } from '../domains/addresses/addresses.service.ts';
import { DEMO_ADDRESSES } from '../domains/addresses/demo-addresses.ts';
import { createCatalogueWriter } from '../domains/catalogue-admin/catalogue-writes.repo.ts';
import { DEMO_ACCOUNT_NUMBER } from '../domains/catalogue-admin/seed/demo-categories.ts';
import { writeDemoCatalogue } from '../domains/catalogue-admin/seed/demo-catalogue.ts';

/** The README's demo sign-in. */
export const DEMO_BUYER = {
  email: 'buyer@sunrise-care.example',
  password: 'demo-password',
  accountNumber: DEMO_ACCOUNT_NUMBER,
  accountName: 'Sunrise Care Home',
  firstName: 'Jane',
  lastName: 'Buyer',
} as const;

export const DEMO_SECOND_HOME = { accountNumber: '100201', accountName: 'Sunrise Care Riverside' } as const;

export type SeedLogger = { info(message: string): void };
export type SeedResult = { seeded: boolean; categories: number; products: number };

/**
 * On an empty catalogue (no categories): the demo categories, products and the demo account, in one
 * transaction. A catalogue that has categories is left alone, so running it again changes nothing.
 */
export async function seedDemoIfEmpty(db: Db, log: SeedLogger, options: { now?: Date } = {}): Promise<SeedResult> {
  const result = await db.transaction(async (tx) => {
    const writer = createCatalogueWriter(tx);
    await writer.lockCatalogue();
    if (await writer.hasCategories()) return { seeded: false, categories: 0, products: 0 };
    const written = await writeDemoCatalogue(writer, options.now ?? new Date());
    // The accounts repo takes a Db; the transaction offers the same query API (and nests as a savepoint).
    const accounts = createAccountsService({ repo: createAccountsRepo(tx as unknown as Db) });
    const { accountId } = await accounts.createAccountWithUser({ ...DEMO_BUYER, canPayOnAccount: true, canSwitchAccounts: true });
    // The second home the demo buyer also orders for (Switch Account).
    await accounts.createAccountWithUser({ ...DEMO_BUYER, ...DEMO_SECOND_HOME, canPayOnAccount: true, canSwitchAccounts: true });
    const addresses = createAddressesService({ repo: createAddressesRepo(tx) });
    for (const address of DEMO_ADDRESSES) await addresses.addAddress(accountId, address);
    return { seeded: true, ...written };
  });
  if (result.seeded) {
    await createCatalogueWriter(db).vacuumAnalyze();
    log.info(`Seeded the demo catalogue (${result.categories} categories, ${result.products} products) and ${DEMO_BUYER.email}`);
  }
  return result;
}
