// The demo store (issue #27 Part 1: demo data has one home): its catalogue, its accounts with their
// addresses, and the customer logos and stories, written through the domains that own them.
import type { DbExecutor, Transact } from '../../db/executor.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import { catalogueWriterOn } from '../catalogue-admin/catalogue-writes.service.ts';
import type { NewContentBlocks } from '../content/content.types.ts';
import { DEMO_ADDRESSES } from './demo-addresses.ts';
import { writeDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_ACCOUNT_NUMBER } from './demo-categories.ts';
import { DEMO_CONTENT } from './demo-content.ts';

// Lent to the tests and tools that sign in as the demo buyer or check the demo content.
export { DEMO_ACCOUNT_NUMBER } from './demo-categories.ts';
export { DEMO_CONTENT, DEMO_LOGOS, DEMO_TESTIMONIALS, logoPathOf } from './demo-content.ts';
export { generateCatalogue, type GenerateResult } from './generate-catalogue.ts';

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
export type SeedResult = { seeded: boolean; categories: number; products: number; content: boolean };

export function createDemoService(deps: {
  db: DbExecutor;
  transact: Transact;
  accounts: Pick<AccountsService, 'createAccountWithUserIn'>;
  addresses: Pick<AddressesService, 'addAddressIn'>;
  content: { addContentIfEmpty(blocks: NewContentBlocks): Promise<boolean> };
}) {
  const { db, transact, accounts, addresses, content } = deps;
  return {
    /**
     * On an empty catalogue (no categories): the demo categories, products and the demo accounts, in one
     * transaction; and the logos and stories when there are none. What is there already is left alone, so
     * running it again changes nothing.
     */
    async seedIfEmpty(log: SeedLogger, options: { now?: Date } = {}): Promise<SeedResult> {
      const result = await transact(async (tx) => {
        const writer = catalogueWriterOn(tx);
        await writer.lockCatalogue();
        if (await writer.hasCategories()) return { seeded: false, categories: 0, products: 0 };
        const written = await writeDemoCatalogue(writer, options.now ?? new Date());
        const { accountId } = await accounts.createAccountWithUserIn(tx, { ...DEMO_BUYER, canPayOnAccount: true, canSwitchAccounts: true });
        // The second home the demo buyer also orders for (Switch Account).
        await accounts.createAccountWithUserIn(tx, { ...DEMO_BUYER, ...DEMO_SECOND_HOME, canPayOnAccount: true, canSwitchAccounts: true });
        for (const address of DEMO_ADDRESSES) await addresses.addAddressIn(tx, accountId, address);
        return { seeded: true, ...written };
      });
      if (result.seeded) {
        await catalogueWriterOn(db).vacuumAnalyze();
        log.info(`Seeded the demo catalogue (${result.categories} categories, ${result.products} products) and ${DEMO_BUYER.email}`);
      }
      const contentAdded = await content.addContentIfEmpty(DEMO_CONTENT);
      if (contentAdded) log.info('Seeded the demo customer logos and stories.');
      return { ...result, content: contentAdded };
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
