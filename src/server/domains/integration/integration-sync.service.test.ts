// A batch is all or nothing (issue #19): a failure after the rows are written (here the audit entry,
// the last statement of the batch's transaction) leaves every record as it was.
import { describe, expect, it } from 'vitest';
import { accountNumberRule } from '../../../shared/account-number.ts';
import { transactOn } from '../../db/executor.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { accountsBatchSchema, productsBatchSchema } from './batch-input.ts';
import { createIntegrationSyncService } from './integration-sync.service.ts';

const ACTOR = { kind: 'api-key', staffId: null, keyId: 1, email: 'api-key:ERP' } as const;

describe('integration upserts interrupted', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  function failingService() {
    const sessions = { accountChanged: async () => {}, forgetAccount: () => {} };
    const { services } = testApp.app;
    return createIntegrationSyncService({
      owners: { accounts: services.accountSync, addresses: services.addressSync, catalogue: services.catalogueSync },
      transact: transactOn(testApp.database.db),
      audit: async () => {
        throw new Error('the audit log is out of reach');
      },
      sessions,
      searchWords: { queueRebuild: async () => {} },
      accountNumbers: accountNumberRule(),
    });
  }

  it('leaves every product as it was when the batch fails before it commits', async () => {
    const before = (await testApp.database.pool.query(`SELECT sku, price_cents, version FROM products WHERE sku IN ('NIT-1', 'VIN-1') ORDER BY sku`)).rows;
    const batch = productsBatchSchema.parse({ products: ['NIT-1', 'VIN-1'].map((sku) => ({ sku, price: 4321, base_price: 5000, on_sale: true, active: true, stock_on_hand: 7 })) });
    await expect(failingService().upsertProducts(ACTOR, batch)).rejects.toThrow(/audit log/);
    expect((await testApp.database.pool.query(`SELECT sku, price_cents, version FROM products WHERE sku IN ('NIT-1', 'VIN-1') ORDER BY sku`)).rows).toEqual(before);
  });

  it('leaves no account and no address when an accounts batch fails before it commits', async () => {
    const batch = accountsBatchSchema.parse({
      accounts: [{ external_code: 'ERP-CRASH', account_number: '733001', name: 'Crash Lodge', can_pay_on_account: true, can_switch_accounts: false,
        addresses: [{ integration_code: 'C-1', line_1: '1 Road', line_2: '', suburb: 'Town', city: 'City', post_code: '1010', phone: '', primary: true }] }],
    });
    await expect(failingService().upsertAccounts(ACTOR, batch)).rejects.toThrow(/audit log/);
    expect((await testApp.database.pool.query(`SELECT count(*)::int AS n FROM accounts WHERE external_code = 'ERP-CRASH'`)).rows[0].n).toBe(0);
    expect((await testApp.database.pool.query(`SELECT count(*)::int AS n FROM addresses WHERE integration_code = 'C-1'`)).rows[0].n).toBe(0);
  });
});
