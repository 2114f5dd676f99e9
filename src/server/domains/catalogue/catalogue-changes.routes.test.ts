// Issue #19: a catalogue change committed anywhere (another process, the CLI, SQL) reaches this process's
// category tree within a second by notice, however long the tree would otherwise be kept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from './catalogue.fixtures.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `seen` holds, for at most a second: a notice from the server's own connection takes a moment. */
async function withinOneSecond(ask: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 1000;
  for (;;) {
    if (await ask()) return true;
    if (Date.now() > deadline) return false;
    await pause(25);
  }
}

describe('catalogue changes heard by notice', () => {
  const testApp = useTestApp(async (app) => ({
    fixture: await insertCatalogueFixture(app.database.db),
    buyer: await signedInAccount(app, { accountNumber: '100777' }),
  }));
  const fixture = later(() => testApp.fixture);
  const buyer = later(() => testApp.buyer);

  const rootTitles = async () => {
    const response = await apiAs(testApp, buyer).get('/api/categories');
    return (response.body as { data: { title: string }[] }).data.map((root) => root.title);
  };

  it('hides a category from an account within a second of a change made outside this process, and shows it again', async () => {
    expect(await rootTitles()).toContain('Gloves & PPE');
    const glovesId = fixture.categories.gloves.id;
    await testApp.database.db.execute(sql`UPDATE categories SET rest_acc = ARRAY['100777'] WHERE id = ${glovesId}`);
    expect(await withinOneSecond(async () => !(await rootTitles()).includes('Gloves & PPE'))).toBe(true);
    await testApp.database.db.execute(sql`UPDATE categories SET rest_acc = '{}' WHERE id = ${glovesId}`);
    expect(await withinOneSecond(async () => (await rootTitles()).includes('Gloves & PPE'))).toBe(true);
  });

  it('shows a renamed category within a second', async () => {
    const continenceId = fixture.categories.continence.id;
    await testApp.database.db.execute(sql`UPDATE categories SET title = 'Continence & Skin Care' WHERE id = ${continenceId}`);
    try {
      expect(await withinOneSecond(async () => (await rootTitles()).includes('Continence & Skin Care'))).toBe(true);
    } finally {
      await testApp.database.db.execute(sql`UPDATE categories SET title = 'Continence Care' WHERE id = ${continenceId}`);
    }
  });
});
