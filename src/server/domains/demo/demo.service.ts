// The demo store (issue #27 Part 1: demo data has one home): its catalogue, its accounts with their
// addresses, and the customer logos and stories, written through the domains that own them.
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { DbExecutor, Transact } from '../../db/executor.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import { catalogueWriterOn } from '../catalogue-admin/catalogue-writes.service.ts';
import type { NewContentBlocks } from '../content/content.types.ts';
import type { AuditActor } from '../audit/audit-entry.types.ts';
import type { PricingSyncService } from '../pricing/pricing-sync.service.ts';
import { DEMO_ADDRESSES } from './demo-addresses.ts';
import { writeDemoCatalogue } from './demo-catalogue.ts';
import { DEMO_ACCOUNT_NUMBER } from './demo-categories.ts';
import { DEMO_CONTENT } from './demo-content.ts';
import { DEMO_CONTRACT_BUYER, DEMO_CONTRACT_GROUP, demoContractList } from './demo-contract.ts';
import { DEMO_ZONES } from './demo-delivery.ts';

// Lent to the tests and tools that sign in as the demo buyer or check the demo content.
export { DEMO_ACCOUNT_NUMBER } from './demo-categories.ts';
export { DEMO_CONTENT, DEMO_LOGOS, DEMO_TESTIMONIALS, logoPathOf } from './demo-content.ts';
export { DEMO_CONTRACT_BUYER } from './demo-contract.ts';
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

/** Who the audit log says wrote the demo's contract prices. */
const DEMO_SEED: AuditActor = { kind: 'system', staffId: null, email: 'system:demo-seed' };

export type SeedLogger = { info(message: string): void };
export type SeedResult = { seeded: boolean; categories: number; products: number; content: boolean };

export function createDemoService(deps: {
  db: DbExecutor;
  transact: Transact;
  accounts: Pick<AccountsService, 'createAccountWithUserIn'>;
  addresses: Pick<AddressesService, 'addAddressIn'>;
  content: { addContentIfEmpty(blocks: NewContentBlocks): Promise<boolean> };
  pricing: Pick<PricingSyncService, 'writeGroupsIn' | 'writePriceListsIn'>;
  delivery: Pick<DeliveryService, 'createZoneIn'>;
}) {
  const { db, transact, accounts, addresses, content, pricing, delivery } = deps;
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
        // Issue #27: a facility of a care group on contract prices.
        await accounts.createAccountWithUserIn(tx, { ...DEMO_CONTRACT_BUYER, canPayOnAccount: true, canSwitchAccounts: false });
        await pricing.writeGroupsIn(tx, DEMO_SEED, { groups: [{ ...DEMO_CONTRACT_GROUP, account_numbers: [DEMO_CONTRACT_BUYER.accountNumber] }] });
        await pricing.writePriceListsIn(tx, DEMO_SEED, { price_lists: [demoContractList(written.products)] });
        // Issue #29: delivery zones with freight beside the default one.
        for (const zone of DEMO_ZONES) await delivery.createZoneIn(tx, DEMO_SEED, zone);
        return { seeded: true, categories: written.categories, products: written.products.length };
      });
      if (result.seeded) {
        await catalogueWriterOn(db).vacuumAnalyze();
        log.info(`Seeded the demo catalogue (${result.categories} categories, ${result.products} products), ${DEMO_BUYER.email} and ${DEMO_CONTRACT_BUYER.email} (contract prices)`);
      }
      const contentAdded = await content.addContentIfEmpty(DEMO_CONTENT);
      if (contentAdded) log.info('Seeded the demo customer logos and stories.');
      return { ...result, content: contentAdded };
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
