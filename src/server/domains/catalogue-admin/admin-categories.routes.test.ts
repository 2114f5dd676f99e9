// The back office's category tree over the wire (issue #19 Part 1): add, rename, move, reorder, blurb,
// banner and rest_acc, with what the storefront then shows.
import { describe, expect, it } from 'vitest';
import { apiAs, apiAsNewGuest, expectInvalid } from '../../testing/api.ts';
import { signedInAccount } from '../../testing/factories.ts';
import { multipartBody, samplePicture, truncatedPicture } from '../../testing/pictures.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture, RESTRICTED_ACCOUNT } from '../catalogue/catalogue.fixtures.ts';

type Node = { id: number; title: string; path: string; depth: number; children: Node[]; rest_acc: { account_number: string; name: string | null }[]; banner_image: string | null };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('/admin/api/categories', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });

  it('answers the three-level tree with each rest_acc account\u2019s name', async () => {
    await signedInAccount(testApp, { accountNumber: RESTRICTED_ACCOUNT, accountName: 'Kōwhai Rest Home' });
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const tree = await staff.get('/admin/api/categories');
    expect(tree.status).toBe(200);
    expect(tree.body.data.map((node: Node) => node.title)).toEqual(['Gloves & PPE', 'Continence Care', 'Clinical Nutrition']);
    const clinical = tree.body.data[2];
    expect(clinical.rest_acc).toEqual([{ account_number: RESTRICTED_ACCOUNT, name: 'Kōwhai Rest Home' }, { account_number: '999999', name: null }]);
    expect(flatten(tree.body.data).find((node) => node.title === 'Day Pads')).toMatchObject({ depth: 3, path: 'continence/pads/day-pads' });
  });

  it('adds, renames, reorders and moves a category with its subtree; the storefront follows at once', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { categories } = testApp.fixture;
    const guest = await apiAsNewGuest(testApp);
    await guest.get('/api/categories'); // the tree is now cached

    const added = await staff.post('/admin/api/categories', { title: 'Wound Care', blurb: '<p>Dressings<script>x()</script></p>' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Wound Care', path: 'wound-care', depth: 1, blurb: '<p>Dressings</p>', parent_id: null });
    const woundId = added.body.data.id;
    const child = await staff.post('/admin/api/categories', { title: 'Dressings', parent_id: woundId });
    expect(child.body.data).toMatchObject({ path: 'wound-care/dressings', depth: 2 });
    expect((await guest.get('/api/categories')).body.data.map((node: { title: string }) => node.title)).toContain('Wound Care');

    // Move 'Wound Care' (and its child) under 'Continence Care', renamed and first.
    const moved = await staff.request('PATCH', `/admin/api/categories/${woundId}`, { parent_id: categories.continence.id, title: 'Wound & Skin', position: 0 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ title: 'Wound & Skin', slug: 'wound-care', path: 'continence/wound-care', depth: 2, position: 0 });
    expect(moved.body.data.children[0]).toMatchObject({ path: 'continence/wound-care/dressings', depth: 3, banner_image: '/images/banners/continence/wound-care/dressings.svg' });
    const page = await guest.get('/api/category?path=continence/wound-care/dressings');
    expect(page.status).toBe(200);
    expect(page.body.data.trail.map((link: { title: string }) => link.title)).toEqual(['Continence Care', 'Wound & Skin', 'Dressings']);
    const continence = (await guest.get('/api/categories')).body.data.find((node: { title: string }) => node.title === 'Continence Care');
    expect(continence.children[0].title).toBe('Wound & Skin');

    const audit = await apiAs(testApp, await signedInStaff(testApp, 'owner')).get('/admin/api/audit?entity=category');
    expect(audit.body.data.find((row: { action: string; entity_id: string }) => row.action === 'category.update' && row.entity_id === String(woundId))).toMatchObject({
      reference: 'continence/wound-care',
      before: { title: 'Wound Care', parent_id: null, path: 'wound-care' },
      after: { title: 'Wound & Skin', parent_id: categories.continence.id, path: 'continence/wound-care' },
    });
  });

  it('refuses a move under itself, under its own child, or below three levels', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { categories } = testApp.fixture;
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.gloves.id}`, { parent_id: categories.gloves.id }), 'parent_id', /under itself/);
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.gloves.id}`, { parent_id: categories.nitrile.id }), 'parent_id', /under itself/);
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.pads.id}`, { parent_id: categories.nitrile.id }), 'parent_id', /3 levels/);
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.continence.id}`, { parent_id: categories.clinical.id }), 'parent_id', /3 levels/);
    expectInvalid(await staff.post('/admin/api/categories', { title: 'Too Deep', parent_id: categories.dayPads.id }), 'parent_id', /3 levels/);
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.vinyl.id}`, { parent_id: 2_147_483_000 }), 'parent_id');
    expect((await staff.post('/admin/api/categories', { title: 'Vinyl Gloves' })).status).toBe(201);
    expectInvalid(await staff.request('PATCH', `/admin/api/categories/${categories.vinyl.id}`, { parent_id: null }), 'parent_id', /already there/);
    expectInvalid(await staff.post('/admin/api/categories', { title: 'Vinyl  gloves!' }), 'title', /already there/);
    expect((await staff.get('/admin/api/categories')).body.data.map((node: Node) => node.title)).toEqual(expect.arrayContaining(['Gloves & PPE', 'Continence Care']));
    const vinyl = flatten((await staff.get('/admin/api/categories')).body.data).find((node) => node.id === categories.vinyl.id);
    expect(vinyl?.path).toBe('gloves-ppe/vinyl-gloves');
  });

  it('hides a category from more account numbers: those accounts stop seeing it at once; unknown numbers are refused', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { categories } = testApp.fixture;
    const buyer = await signedInAccount(testApp, { accountName: 'Rātā Lodge' });
    const asBuyer = apiAs(testApp, buyer);
    expect((await asBuyer.get('/api/categories')).body.data.map((node: { title: string }) => node.title)).toContain('Clinical Nutrition');

    const saved = await staff.request('PATCH', `/admin/api/categories/${categories.clinical.id}`, { rest_acc: [buyer.accountNumber, '555001'] });
    expectInvalid(saved, 'rest_acc.1', /No account has the number 555001/);
    expect((await asBuyer.get('/api/categories')).body.data.map((node: { title: string }) => node.title)).toContain('Clinical Nutrition');
    await signedInAccount(testApp, { accountNumber: '999999' });
    const hidden = await staff.request('PATCH', `/admin/api/categories/${categories.clinical.id}`, { rest_acc: ['999999', buyer.accountNumber] });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data.rest_acc).toEqual([{ account_number: '999999', name: expect.any(String) }, { account_number: buyer.accountNumber, name: 'Rātā Lodge' }]);
    expect((await asBuyer.get('/api/categories')).body.data.map((node: { title: string }) => node.title)).not.toContain('Clinical Nutrition');
    expect((await asBuyer.get('/api/category?path=clinical-nutrition/tube-feeds')).status).toBe(404);
  });

  it('uploads a banner through the picture pipeline; a damaged file is a 422 that changes nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id, path } = testApp.fixture.categories.nitrile;
    const bad = multipartBody({ name: 'b.jpg', contentType: 'image/jpeg', bytes: await truncatedPicture() });
    expectInvalid(await staff.post(`/admin/api/categories/${id}/banner`, bad.payload, { headers: bad.headers }), 'file');
    const good = multipartBody({ name: 'b.jpg', contentType: 'image/jpeg', bytes: await samplePicture('jpeg', 2400, 800) });
    const saved = await staff.post(`/admin/api/categories/${id}/banner`, good.payload, { headers: good.headers });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.banner_image).toMatch(/^\/media\/.+-1280\.jpg$/);
    const shown = await (await apiAsNewGuest(testApp)).get(`/api/category?path=${path}`);
    expect(shown.body.data.banner_image).toBe(saved.body.data.banner_image);
  });

  it('refuses bad input naming the field, answers 404 for a missing category, and guards every endpoint', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = testApp.fixture.categories.vinyl;
    const patch = (body: Record<string, unknown>) => staff.request('PATCH', `/admin/api/categories/${id}`, body);
    expectInvalid(await patch({ title: 'Nul\u0000' }), 'title');
    expectInvalid(await patch({ title: 'Bad \ud800' }), 'title');
    expectInvalid(await patch({ title: 'x'.repeat(10_000) }), 'title');
    expectInvalid(await patch({ blurb: 'x'.repeat(10_000) }), 'blurb');
    expectInvalid(await patch({ position: '1' }), 'position');
    expectInvalid(await patch({ parent_id: 'top' }), 'parent_id');
    expectInvalid(await patch({ rest_acc: '100200' }), 'rest_acc');
    expectInvalid(await patch({ rest_acc: ['bad number!'] }), 'rest_acc.0');
    expectInvalid(await patch({}), 'title');
    expectInvalid(await staff.post('/admin/api/categories', { title: '!!!' }), 'title');
    expect((await staff.request('PATCH', '/admin/api/categories/2147483000', { title: 'Nowhere' })).status).toBe(404);
    const upload = multipartBody({ name: 'b.jpg', contentType: 'image/jpeg', bytes: await samplePicture() });
    expect((await staff.post('/admin/api/categories/2147483000/banner', upload.payload, { headers: upload.headers })).status).toBe(404);

    await expectStaffGuarded(testApp, { method: 'GET', url: '/admin/api/categories' }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'POST', url: '/admin/api/categories', body: { title: 'Guarded' } }, { refusedRoles: ['warehouse'] });
    await expectStaffGuarded(testApp, { method: 'PATCH', url: `/admin/api/categories/${id}`, body: { title: 'Guarded' } }, { refusedRoles: ['warehouse'] });
    expect(flatten((await staff.get('/admin/api/categories')).body.data).some((node) => node.title === 'Guarded')).toBe(false);
  });
});
