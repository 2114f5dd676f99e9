// Issue #19: stored picture files no page shows any more are deleted by the nightly sweep; every place
// that shows an uploaded picture keeps its files, and a file less than a day old is never swept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccountWithUser } from '../../testing/factories.ts';
import { samplePicture } from '../../testing/pictures.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';
import { insertUnplacedCardOrder } from '../../testing/order-feed.fixtures.ts';
import { mediaSweepQueue } from './media.queues.ts';
import type { PicturePreset } from './media.service.ts';

describe('the media sweep', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  /** Stores a picture as an upload would; answers its fallback URL and its files' names. */
  async function storedPicture(width: number, preset: PicturePreset = 'product') {
    const { media } = testApp.app.services;
    const rendered = await media.renderPicture(await samplePicture('jpeg', width, 600), preset);
    const picture = await testApp.database.db.transaction((tx) => media.savePicture(tx, rendered));
    return { picture, url: picture.url, names: rendered.files.map((file) => file.name) };
  }
  const isServed = async (name: string) => (await testApp.app.inject({ method: 'GET', url: `/media/${name}` })).statusCode === 200;
  const storedNames = async () =>
    new Set((await testApp.database.db.execute<{ name: string }>(sql`SELECT name FROM media_files`)).rows.map((row) => row.name));

  it('deletes day-old files nothing names, and keeps every file a page shows and every newer one', async () => {
    const db = testApp.database.db;
    const { fixture } = testApp;
    const onProduct = await storedPicture(800);
    const asBanner = await storedPicture(810, 'banner');
    const inContentPage = await storedPicture(820);
    const onPastOrder = await storedPicture(830);
    const asLogo = await storedPicture(840, 'logo');
    const removed = await storedPicture(850);
    const removedToday = await storedPicture(860);

    await db.execute(sql`UPDATE products SET images = ${JSON.stringify([{ ...onProduct.picture, alt: 'Box' }])}::jsonb WHERE id = ${fixture.products.vinyl!.id}`);
    await db.execute(sql`UPDATE categories SET banner_image = ${asBanner.url} WHERE id = ${fixture.categories.gloves.id}`);
    await db.execute(sql`UPDATE content_pages SET body = body || ${`\n\n![Our warehouse](${inContentPage.url})`} WHERE slug = (SELECT min(slug) FROM content_pages)`);
    await db.execute(sql`INSERT INTO customer_logos (title, type, files, position) VALUES ('Harbour Care', 'customer', ${JSON.stringify([{ path: asLogo.url }])}::jsonb, 99)`);
    const buyer = await createAccountWithUser(testApp);
    const orderId = await insertUnplacedCardOrder(testApp, buyer);
    await db.execute(sql`UPDATE order_lines SET image = ${onPastOrder.url} WHERE order_id = ${orderId}`);
    const today = new Set(removedToday.names);
    for (const name of await storedNames()) {
      if (!today.has(name)) await db.execute(sql`UPDATE media_files SET created_at = now() - interval '2 days' WHERE name = ${name}`);
    }

    expect(mediaSweepQueue.schedule).toBe('17 3 * * *');
    await testApp.app.jobs.send(mediaSweepQueue, {});
    expect(await testApp.app.jobs.runDue(mediaSweepQueue)).toBe(1);

    const left = await storedNames();
    expect(removed.names.filter((name) => left.has(name))).toEqual([]);
    // A product keeps every size and format; a banner, a logo, a page and an order line name one file each.
    expect(onProduct.names.every((name) => left.has(name))).toBe(true);
    expect(removedToday.names.every((name) => left.has(name))).toBe(true);
    for (const [place, stored] of Object.entries({ asBanner, inContentPage, onPastOrder, asLogo })) {
      const fallback = stored.url.replace('/media/', '');
      expect(left.has(fallback), place).toBe(true);
      expect(stored.names.filter((name) => name !== fallback && left.has(name)), place).toEqual([]);
    }
    expect(await isServed(onProduct.names[0]!)).toBe(true);
    expect(await testApp.app.services.media.sweep()).toBe(0);
  });

  it('waits for a transaction storing the same picture again and pointing at it, and keeps its files', async () => {
    const db = testApp.database.db;
    const { media } = testApp.app.services;
    const rendered = await media.renderPicture(await samplePicture('jpeg', 870, 600), 'product');
    await db.transaction((tx) => media.savePicture(tx, rendered));
    const names = rendered.files.map((file) => file.name);
    await db.execute(sql`UPDATE media_files SET created_at = now() - interval '2 days' WHERE name = ANY(${sql.param(names)}::text[])`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let markSaved = () => {};
    const saved = new Promise<void>((resolve) => (markSaved = resolve));
    // An upload of the same picture: its files are stored already (same names), so it inserts nothing.
    const saving = db.transaction(async (tx) => {
      const picture = await media.savePicture(tx, rendered);
      await tx.execute(sql`UPDATE products SET images = ${JSON.stringify([{ ...picture, alt: 'Again' }])}::jsonb WHERE id = ${testApp.fixture.products.nitrileBlue!.id}`);
      markSaved();
      await held;
    });
    await saved;
    let isSwept = false;
    const sweeping = media.sweep().then(() => (isSwept = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sweptWhileOpen = isSwept;
    release();
    await Promise.all([saving, sweeping]);
    expect(sweptWhileOpen).toBe(false);
    const left = await storedNames();
    expect(names.filter((name) => !left.has(name))).toEqual([]);
  });
});
