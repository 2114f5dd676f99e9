// A category moved or given a new address in the back office keeps its old paths (category_redirects): GET
// /api/category for one answers 404 naming where the category is now, which the storefront's category page
// turns into a 301 (web/features/catalogue/moved-category.ts), and its generated pictures' old addresses
// answer a 301 to the new ones. A hidden category is never told of.
import { describe, expect, it } from 'vitest';
import { apiAs, apiAsNewGuest, expectInvalid, type ApiClient } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { signedInStaff } from '../../testing/staff.ts';
import { later, useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from './catalogue.fixtures.ts';

describe('the old paths of a moved or re-addressed category', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const fixture = later(() => testApp.fixture);
  const staff = async (): Promise<ApiClient> => apiAs(testApp, await signedInStaff(testApp, 'staff'));
  const categoryAt = async (path: string, client?: ApiClient) => (client ?? (await apiAsNewGuest(testApp))).get(`/api/category?path=${encodeURIComponent(path)}`);
  const movedTo = (id: number, path: string) => ({ message: 'This category has moved.', moved_to: { id, path, url: `/category/${path}` } });
  const redirectRows = async () =>
    (await testApp.database.pool.query('SELECT old_path, category_id FROM category_redirects ORDER BY old_path')).rows as { old_path: string; category_id: number }[];

  async function patch(client: ApiClient, id: number, body: Record<string, unknown>) {
    const answer = await client.request('PATCH', `/admin/api/categories/${id}`, body);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data as { path: string };
  }

  it('a move: the category’s old path and each old path below it name the new ones in a 404; the new ones answer', async () => {
    const client = await staff();
    const { pads, dayPads, gloves } = fixture.categories;
    await categoryAt('continence/pads'); // the tree is now cached
    await patch(client, pads.id, { parent_id: gloves.id });

    const old = await categoryAt('continence/pads');
    expect(old.status).toBe(404);
    expect(old.body).toEqual(movedTo(pads.id, 'gloves-ppe/pads'));
    expect((await categoryAt('continence/pads/day-pads')).body).toEqual(movedTo(dayPads.id, 'gloves-ppe/pads/day-pads'));
    expect((await categoryAt('/Continence/Pads/Day-Pads/')).body.moved_to).toMatchObject({ path: 'gloves-ppe/pads/day-pads' });
    const current = await categoryAt('gloves-ppe/pads/day-pads');
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ id: dayPads.id, url: '/category/gloves-ppe/pads/day-pads' });
    expect(await categoryAt('continence/no-such-thing')).toMatchObject({ status: 404, body: { message: 'Not found.' } });

    const picture = await (await apiAsNewGuest(testApp)).get('/images/categories/continence/pads/day-pads.svg');
    expect(picture.status).toBe(301);
    expect(picture.headers.location).toBe('/images/categories/gloves-ppe/pads/day-pads.svg');
    expect((await (await apiAsNewGuest(testApp)).get('/images/banners/continence/pads.svg')).headers.location).toBe('/images/banners/gloves-ppe/pads.svg');
    expect((await (await apiAsNewGuest(testApp)).get('/images/categories/gloves-ppe/pads/day-pads.svg')).status).toBe(200);
    expect((await (await apiAsNewGuest(testApp)).get('/images/categories/continence/nothing.svg')).status).toBe(404);
    // Bad picture addresses are a plain 404, never a redirect or a 500.
    for (const bad of ['continence/pads%00.svg', `${'x'.repeat(10_000)}.svg`, 'continence/pads', '..%2F..%2Fetc.svg']) {
      const answer = await (await apiAsNewGuest(testApp)).get(`/images/categories/${bad}`);
      expect(answer.status, bad.slice(0, 40)).toBe(404);
      expect(answer.headers.location, bad.slice(0, 40)).toBeUndefined();
    }

    await patch(client, pads.id, { parent_id: fixture.categories.continence.id }); // back where it was
    expect((await categoryAt('continence/pads')).status).toBe(200);
    expect((await categoryAt('gloves-ppe/pads')).body).toEqual(movedTo(pads.id, 'continence/pads'));
  });

  it('a new slug: the old address names the new one, every path below it too; the change is on record', async () => {
    const client = await staff();
    const added = await client.post('/admin/api/categories', { title: 'Skin Care', parent_id: fixture.categories.continence.id });
    const child = await client.post('/admin/api/categories', { title: 'Barrier Creams', parent_id: added.body.data.id });
    const saved = await patch(client, added.body.data.id, { slug: 'skin-and-wound' });
    expect(saved.path).toBe('continence/skin-and-wound');

    expect((await categoryAt('continence/skin-care')).body).toEqual(movedTo(added.body.data.id, 'continence/skin-and-wound'));
    expect((await categoryAt('continence/skin-care/barrier-creams')).body).toEqual(movedTo(child.body.data.id, 'continence/skin-and-wound/barrier-creams'));
    const audit = await apiAs(testApp, await signedInStaff(testApp, 'owner')).get('/admin/api/audit?entity=category');
    expect(audit.body.data.find((row: { action: string; entity_id: string }) => row.action === 'category.update' && row.entity_id === String(added.body.data.id))).toMatchObject({
      reference: 'continence/skin-and-wound',
      before: { slug: 'skin-care', path: 'continence/skin-care' },
      after: { slug: 'skin-and-wound', path: 'continence/skin-and-wound' },
    });

    expectInvalid(await client.request('PATCH', `/admin/api/categories/${added.body.data.id}`, { slug: 'Skin Care' }), 'slug', /lower-case letters and digits/);
    expectInvalid(await client.request('PATCH', `/admin/api/categories/${added.body.data.id}`, { slug: 'a/b' }), 'slug');
    expectInvalid(await client.request('PATCH', `/admin/api/categories/${added.body.data.id}`, { slug: 'pads' }), 'slug', /already there/);
  });

  it('a chain of moves answers the current path in one hop', async () => {
    const client = await staff();
    const added = await client.post('/admin/api/categories', { title: 'Gowns', parent_id: fixture.categories.gloves.id });
    const id = added.body.data.id as number;
    await patch(client, id, { slug: 'isolation-gowns' }); // gloves-ppe/gowns → gloves-ppe/isolation-gowns
    await patch(client, id, { parent_id: fixture.categories.continence.id }); // → continence/isolation-gowns
    await patch(client, id, { parent_id: null, slug: 'gowns-aprons' }); // → gowns-aprons

    for (const old of ['gloves-ppe/gowns', 'gloves-ppe/isolation-gowns', 'continence/isolation-gowns']) {
      expect((await categoryAt(old)).body, old).toEqual(movedTo(id, 'gowns-aprons'));
    }
  });

  it('a live category always wins: a path taken again is no longer a redirect', async () => {
    const client = await staff();
    const first = await client.post('/admin/api/categories', { title: 'Bibs', parent_id: fixture.categories.gloves.id });
    await patch(client, first.body.data.id, { slug: 'clothing-protectors' });
    expect((await redirectRows()).find((row) => row.old_path === 'gloves-ppe/bibs')).toEqual({ old_path: 'gloves-ppe/bibs', category_id: first.body.data.id });

    const second = await client.post('/admin/api/categories', { title: 'Bibs', parent_id: fixture.categories.gloves.id });
    expect(second.status, second.text).toBe(201);
    expect((await redirectRows()).map((row) => row.old_path)).not.toContain('gloves-ppe/bibs');
    const shown = await categoryAt('gloves-ppe/bibs');
    expect(shown.status).toBe(200);
    expect(shown.body.data.id).toBe(second.body.data.id);
  });

  it('never tells of a category the viewer may not see: its old path is a plain 404 for them', async () => {
    const client = await staff();
    const { clinical, tubeFeeds } = fixture.categories;
    const restricted = apiAs(testApp, await signedInAccount(testApp, { accountNumber: RESTRICTED_ACCOUNT }));
    await patch(client, clinical.id, { slug: 'nutrition' });

    expect((await categoryAt('clinical-nutrition')).body).toEqual(movedTo(clinical.id, 'nutrition'));
    for (const old of ['clinical-nutrition', 'clinical-nutrition/tube-feeds']) {
      const hidden = await categoryAt(old, restricted);
      expect(hidden.status, old).toBe(404);
      expect(hidden.body, old).toEqual({ message: 'Not found.' });
    }
    expect((await categoryAt('clinical-nutrition/tube-feeds')).body).toEqual(movedTo(tubeFeeds.id, 'nutrition/tube-feeds'));
  });
});
