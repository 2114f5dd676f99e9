import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { later, useTestApp } from '../../testing/suite.ts';
import { viewerOf as viewerWith } from '../../testing/viewers.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from './catalogue.fixtures.ts';

const viewerOf = (accountNumber: string) => viewerWith({ accountNumber });

describe('catalogue.findPurchasable', () => {
  const testApp = useTestApp(async (app) => {
    const fixture = await insertCatalogueFixture(app.database.db);
    const rows = await app.database.db.execute<{ id: number; sku: string }>(sql`SELECT id, sku FROM variant_cells`);
    return {
      fixture,
      catalogue: app.app.services.catalogue,
      cells: Object.fromEntries(rows.rows.map((row) => [row.sku, row.id])) as Record<string, number>,
    };
  });
  const fixture = later(() => testApp.fixture);
  const catalogue = later(() => testApp.catalogue);
  const cells = later(() => testApp.cells);

  const id = (key: string) => fixture.products[key]?.id ?? -1;

  it('answers in request order with prices, titles, SKUs and images from the database', async () => {
    const checks = await catalogue.findPurchasable(
      [
        { productId: id('vinyl'), variantId: 0 },
        { productId: null, variantId: cells['NIT-3-BLUE-L'] ?? -1 },
        { productId: id('retired'), variantId: 0 },
      ],
      viewerOf('100300'),
    );
    expect(checks).toEqual([
      {
        ok: true,
        item: {
          productId: id('vinyl'),
          variantId: 0,
          sku: 'VIN-1',
          productSku: 'VIN-1',
          slug: fixture.products.vinyl?.slug,
          title: 'Vinyl Gloves Clear Small-100',
          variantLabel: null,
          priceCents: 599,
          schedule: { listCents: 599, ownCents: 599, isSpecial: false, contract: [] },
          categoryId: fixture.categories.vinyl.id,
          quantityRules: { minOrderQty: null, orderMultiple: null, maxOrderQty: null },
          packSize: 100,
          images: [{ url: '/images/products/VIN-1.svg', alt: 'Vinyl Gloves Clear Small-100' }],
        },
      },
      { ok: true, item: expect.objectContaining({ productId: id('nitrileRange'), variantId: cells['NIT-3-BLUE-L'], sku: 'NIT-3-BLUE-L', variantLabel: 'Blue / L', priceCents: 1399, packSize: 100 }) },
      { ok: false, productId: id('retired'), variantId: 0, reason: 'not-available' },
    ]);
  });

  it('hides by rest_acc for that account only', async () => {
    const request = [{ productId: id('feed'), variantId: 0 }];
    expect(await catalogue.findPurchasable(request, viewerOf(RESTRICTED_ACCOUNT))).toEqual([{ ok: false, productId: id('feed'), variantId: 0, reason: 'not-available' }]);
    expect((await catalogue.findPurchasable(request, viewerOf('100300')))[0]?.ok).toBe(true);
  });

  it('refuses ids beyond the database range without failing', async () => {
    const checks = await catalogue.findPurchasable(
      [
        { productId: 3_000_000_000, variantId: 0 },
        { productId: id('nitrileRange'), variantId: 3_000_000_000 },
        { productId: null, variantId: 3_000_000_000 },
      ],
      viewerOf('100300'),
    );
    expect(checks.map((check) => (check.ok ? 'ok' : check.reason))).toEqual(['not-available', 'variant-not-available', 'variant-not-available']);
  });

  it('asks nothing of the database for no requests', async () => {
    expect(await catalogue.findPurchasable([], viewerOf('100300'))).toEqual([]);
  });
});
