// The ERP's records with some fields only (issue #26 items 16 and 15): a field left out keeps its value,
// null is 'none' where a field can be none, a new record is told what it lacks, cents are asked for as
// cents, and a price-only record takes the base price along when it rises above it, as a CSV does.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { newErp } from './integration.fixtures.ts';

describe('PUT /api/integration/products with some fields', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const productOf = async (sku: string) =>
    (await testApp.database.pool.query('SELECT price_cents, base_price_cents, is_on_sale, is_active, stock_on_hand FROM products WHERE sku = $1', [sku])).rows[0];

  it('changes only the fields sent; a price above the base price takes it along and ends the special', async () => {
    const erp = await newErp(testApp);
    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'NIT-1', stock_on_hand: 40 }] }));
    expect(await productOf('NIT-1')).toEqual({ price_cents: 1299, base_price_cents: 1499, is_on_sale: true, is_active: true, stock_on_hand: 40 });

    expect(okBody(await erp.put('/api/integration/products', { products: [{ sku: 'NIT-1', price: 1399 }] })).data).toEqual({ received: 1, created: 0, updated: 1, unchanged: 0 });
    expect(await productOf('NIT-1')).toEqual({ price_cents: 1399, base_price_cents: 1499, is_on_sale: true, is_active: true, stock_on_hand: 40 });

    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'NIT-1', price: 1600 }, { sku: 'VIN-1', active: false, stock_on_hand: null }] }));
    expect(await productOf('NIT-1')).toEqual({ price_cents: 1600, base_price_cents: 1600, is_on_sale: false, is_active: true, stock_on_hand: 40 });
    expect(await productOf('VIN-1')).toEqual({ price_cents: 599, base_price_cents: 599, is_on_sale: false, is_active: false, stock_on_hand: null });
    // A record of nothing but its SKU changes nothing.
    expect(okBody(await erp.put('/api/integration/products', { products: [{ sku: 'NIT-1' }] })).data).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('moves the range of a product sold in a matrix with its price (issue #26 item 17)', async () => {
    const erp = await newErp(testApp);
    const { id } = testApp.fixture.products.nitrileRange!; // $10.99, one cell at $13.99
    okBody(await erp.put('/api/integration/products', { products: [{ sku: 'NIT-3', price: 1500 }] }));
    const buyer = apiAs(testApp, await signedInAccount(testApp));
    expect(okBody(await buyer.get(`/api/products/${id}`)).data).toMatchObject({ price: 1500, base_price: 1500, price_range_from: 1399, price_range_to: 1500 });
  });

  it('says what is wrong with a field sent: null where there is no none, a decimal for cents, a base price below the price', async () => {
    const erp = await newErp(testApp);
    const before = await productOf('DPD-1');
    const answer = await erp.put('/api/integration/products', {
      products: [{ sku: 'DPD-1', price: null }, { sku: 'TFD-1', price: 12.49, on_sale: null }, { sku: 'APR-1', base_price: '12.49' }, { sku: 'DPD-1x', base_price: 100 }, { price: 100 }],
    });
    const body = expectInvalid(answer, 'products.0.price', 'The price may not be null: leave it out to keep its value.');
    expect(body.errors).toMatchObject({
      'products.1.price': 'The price must be in cents, e.g. 1249 for $12.49.',
      'products.1.on_sale': 'The on sale field may not be null: leave it out to keep its value.',
      'products.2.base_price': 'The base price must be in cents, e.g. 1249 for $12.49.',
      'products.3.sku': "No product has the SKU 'DPD-1x': the ERP updates products, it does not create them.",
      'products.4.sku': 'The sku field is required.',
    });
    const alone = await erp.put('/api/integration/products', { products: [{ sku: 'DPD-1', base_price: 100 }] });
    expectInvalid(alone, 'products.0.base_price', 'The base price $1.00 is below the price $24.99: the base price is the price before a special, so it may not be lower.');
    expect(await productOf('DPD-1')).toEqual(before);
  });
});

describe('PUT /api/integration/accounts with some fields', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const address = (code: string, more: Record<string, unknown> = {}) => ({ integration_code: code, line_1: `${code} Main Road`, line_2: 'Unit 1', suburb: 'Riccarton', city: 'Christchurch', post_code: '8011', phone: '03 555 0100', ...more });
  const accountOf = async (code: string) =>
    (await testApp.database.pool.query('SELECT id, account_number, name, can_pay_on_account, can_switch_accounts FROM accounts WHERE external_code = $1', [code])).rows[0];
  const addressesOf = async (accountId: number) =>
    (await testApp.database.pool.query('SELECT integration_code, line_1, line_2, suburb, phone FROM addresses WHERE account_id = $1 ORDER BY id', [accountId])).rows;

  it('keeps what a record leaves out (its addresses too), and takes null as none', async () => {
    const erp = await newErp(testApp);
    const full = { external_code: 'ERP-K1', account_number: '760001', name: 'Kānuka Lodge', can_pay_on_account: true, can_switch_accounts: true, addresses: [address('K1-1'), address('K1-2')] };
    expect(okBody(await erp.put('/api/integration/accounts', { accounts: [full] })).data).toMatchObject({ created: 1 });
    const { id } = await accountOf('ERP-K1');

    expect(okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-K1', name: 'Kānuka Lodge Hospital' }] })).data).toMatchObject({ updated: 1 });
    expect(await accountOf('ERP-K1')).toEqual({ id, account_number: '760001', name: 'Kānuka Lodge Hospital', can_pay_on_account: true, can_switch_accounts: true });
    expect(await addressesOf(id)).toHaveLength(2);

    // An address sent with some fields: those left out kept, null none; the one not sent is removed.
    okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-K1', addresses: [{ integration_code: 'K1-1', line_1: '9 New Road', line_2: null, suburb: null }] }] }));
    expect(await addressesOf(id)).toEqual([{ integration_code: 'K1-1', line_1: '9 New Road', line_2: null, suburb: '', phone: '03 555 0100' }]);
    okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-K1', addresses: [] }] }));
    expect(await addressesOf(id)).toEqual([]);
  });

  it('sets the credit limit and hold (issue #28): kept when left out, null for no limit, audited with the change', async () => {
    const erp = await newErp(testApp);
    const creditOf = async (code: string) =>
      (await testApp.database.pool.query('SELECT credit_limit_cents, credit_hold FROM accounts WHERE external_code = $1', [code])).rows[0];
    okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-C1', account_number: '760101', name: 'Rimu House', credit_limit: 500_000 }] }));
    expect(await creditOf('ERP-C1')).toEqual({ credit_limit_cents: 500_000, credit_hold: false });
    okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-C1', credit_hold: true }] }));
    expect(await creditOf('ERP-C1')).toEqual({ credit_limit_cents: 500_000, credit_hold: true });
    expect(okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-C1', credit_limit: null, name: 'Rimu House' }] })).data).toMatchObject({ updated: 1 });
    expect(await creditOf('ERP-C1')).toEqual({ credit_limit_cents: null, credit_hold: true });
    const { rows } = await testApp.database.pool.query("SELECT before, after FROM audit_log WHERE action = 'account.sync' ORDER BY id DESC LIMIT 1");
    expect(rows[0].before['ERP-C1']).toEqual({ credit_limit: 500_000 });
    expect(rows[0].after['ERP-C1']).toEqual({ credit_limit: null });
    expectInvalid(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-C1', credit_limit: -1 }] }), 'accounts.0.credit_limit', 'The credit limit may not be negative.');
    expectInvalid(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-C1', credit_hold: 'yes' }] }), 'accounts.0.credit_hold', 'The credit hold field must be true or false.');
  });

  // Races: RACE_REPEATS=50 runs it 50 times over (checked so when it was written).
  const raceRounds = Number(process.env.RACE_REPEATS ?? 3);

  it('lets one of two batches making the same new account at once create it; the other updates it or is told to send again, never keeping a default over what was sent', async () => {
    const erp = await newErp(testApp);
    for (let round = 0; round < raceRounds; round += 1) {
      const code = `ERP-RACE-${round}`;
      const answers = await Promise.all([
        erp.put('/api/integration/accounts', { accounts: [{ external_code: code, account_number: `77${round}001`, name: 'Race Lodge', can_pay_on_account: true }] }),
        erp.put('/api/integration/accounts', { accounts: [{ external_code: code, account_number: `77${round}001`, name: 'Race Lodge', can_switch_accounts: true }] }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect([[200, 200], [200, 409]], `round ${round}: ${answers.map((answer) => answer.text).join(' | ')}`).toContainEqual(statuses);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(refused.body.message).toMatch(/was added by another request meanwhile: send the batch again/);
      const stored = await accountOf(code);
      expect(stored, `round ${round}`).toMatchObject({ name: 'Race Lodge', account_number: `77${round}001` });
      // Whoever came second kept the first one's flag: a field left out is never reset to a new account's default.
      if (statuses[1] === 200 && !refused) expect(stored.can_pay_on_account && stored.can_switch_accounts, `round ${round}`).toBe(true);
    }
  });

  it('tells a new account or address what it lacks, and null where a field is required', async () => {
    const erp = await newErp(testApp);
    okBody(await erp.put('/api/integration/accounts', { accounts: [{ external_code: 'ERP-K2', account_number: '760002', name: 'Kōwhai Court' }] }));
    const { id } = await accountOf('ERP-K2');
    expect(await accountOf('ERP-K2')).toMatchObject({ can_pay_on_account: false, can_switch_accounts: false });
    const answer = await erp.put('/api/integration/accounts', {
      accounts: [
        { external_code: 'ERP-NEW', can_pay_on_account: true },
        { external_code: 'ERP-K2', addresses: [{ integration_code: 'K2-1', line_2: 'Unit 2' }] },
        { external_code: 'ERP-K3', account_number: '760003', name: 'Rātā House', can_switch_accounts: null },
        { external_code: 'ERP-K4', account_number: '760004', name: null },
      ],
    });
    const body = expectInvalid(answer, 'accounts.0.name', 'The name field is required for a new account.');
    expect(body.errors).toEqual({
      'accounts.0.account_number': 'The account number field is required for a new account.',
      'accounts.0.name': 'The name field is required for a new account.',
      'accounts.3.name': 'The name field is required.',
      'accounts.1.addresses.0.line_1': 'The line 1 field is required for a new address.',
      'accounts.1.addresses.0.city': 'The city field is required for a new address.',
      'accounts.1.addresses.0.post_code': 'The post code field is required for a new address.',
      'accounts.2.can_switch_accounts': 'The can switch accounts field may not be null: leave it out to keep its value.',
    });
    expect(await accountOf('ERP-NEW')).toBeUndefined();
    expect(await accountOf('ERP-K2')).toMatchObject({ id, name: 'Kōwhai Court' });
  });
});
