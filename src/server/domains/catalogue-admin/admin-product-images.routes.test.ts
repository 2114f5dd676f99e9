// Product pictures in the back office (issue #19 Part 1): upload, the refusals that leave nothing behind,
// reorder and primary, and what the storefront then sends.
import { describe, expect, it } from 'vitest';
import { apiAs, apiAsNewGuest, expectInvalid, type ApiClient } from '../../testing/api.ts';
import { imageBomb, multipartBody, samplePicture, truncatedPicture } from '../../testing/pictures.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';
import { insertCatalogueFixture } from '../catalogue/catalogue.fixtures.ts';

function upload(staff: ApiClient, id: number, bytes: Buffer, fields: Record<string, string> = {}, contentType = 'image/jpeg') {
  const { payload, headers } = multipartBody({ name: 'picture.jpg', contentType, bytes }, fields);
  return staff.post(`/admin/api/products/${id}/images`, payload, { headers });
}

describe('POST /admin/api/products/{id}/images', () => {
  const testApp = useTestApp(async (app) => ({ fixture: await insertCatalogueFixture(app.database.db) }), { runJobs: false });
  const mediaCount = () => testApp.app.services.media.countFiles();

  it('adds pictures, reorders them and chooses the primary; the product page sends AVIF and WebP sources', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = testApp.fixture.products.nitrileBlue!;
    const opened = (await staff.get(`/admin/api/products/${id}`)).body.data;
    const first = await upload(staff, id, await samplePicture('jpeg'), { alt: 'Blue gloves, box front', version: String(opened.version) });
    expect(first.status, first.text).toBe(201);
    const second = await upload(staff, id, await samplePicture('png', 600, 900), {}, 'image/png');
    expect(second.status, second.text).toBe(201);
    const images = second.body.data.images;
    expect(images).toHaveLength(3);
    expect(images[1]).toMatchObject({ url: expect.stringMatching(/^\/media\/.+-640\.jpg$/), alt: 'Blue gloves, box front' });
    expect(images[2].alt).toBe('Nitrile Gloves Blue Medium-100');
    expect(images[1].sources.map((source: { type: string }) => source.type)).toEqual(['image/avif', 'image/webp']);
    const served = await testApp.app.inject({ method: 'GET', url: images[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // The new picture first (the primary), the generated one dropped, the alt text changed.
    const order = [{ url: images[2].url, alt: 'Blue gloves, side' }, { url: images[1].url, alt: images[1].alt }];
    const saved = await staff.request('PATCH', `/admin/api/products/${id}`, { version: second.body.data.version, images: order });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.images.map((image: { url: string }) => image.url)).toEqual(order.map((image) => image.url));

    const shown = (await (await apiAsNewGuest(testApp)).get(`/api/products/${id}`)).body.data;
    expect(shown.primary_image).toBe(images[2].url);
    expect(shown.images[0]).toMatchObject({ alt: 'Blue gloves, side', srcset: expect.stringContaining('320w'), sources: [{ type: 'image/avif' }, { type: 'image/webp' }] });
  });

  it('refuses what is not a picture, an image bomb and a truncated file with a 422, leaving nothing behind', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = testApp.fixture.products.vinyl!;
    const before = await mediaCount();
    const { images } = (await staff.get(`/admin/api/products/${id}`)).body.data;
    expectInvalid(await upload(staff, id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), {}, 'image/svg+xml'), 'file', /JPEG, PNG or WebP/);
    expectInvalid(await upload(staff, id, Buffer.from('just text, pretending'), {}, 'image/jpeg'), 'file', /JPEG, PNG or WebP/);
    expectInvalid(await upload(staff, id, imageBomb(), {}, 'image/png'), 'file', /too large/);
    expectInvalid(await upload(staff, id, await truncatedPicture()), 'file', /damaged or incomplete/);
    expect(await mediaCount()).toBe(before);
    expect((await staff.get(`/admin/api/products/${id}`)).body.data.images).toEqual(images);
  });

  it('answers 413 for a 50 MB upload, reading no further, and stores nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const before = await mediaCount();
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    const answer = await upload(staff, testApp.fixture.products.vinyl!.id, huge);
    expect(answer.status).toBe(413);
    expect(await mediaCount()).toBe(before);
  });

  it('answers 409 for a stale version and 404 for a missing product, storing nothing; 422 for no file or bad fields', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const { id } = testApp.fixture.products.apron!;
    const picture = await samplePicture('webp');
    const opened = (await staff.get(`/admin/api/products/${id}`)).body.data;
    expect((await staff.request('PATCH', `/admin/api/products/${id}`, { version: opened.version, special_text: 'Changed by a colleague' })).status).toBe(200);
    const before = await mediaCount();
    const stale = await upload(staff, id, picture, { version: String(opened.version) }, 'image/webp');
    expect(stale.status).toBe(409);
    expect((await upload(staff, 2_147_483_000, picture)).status).toBe(404);
    expect(await mediaCount()).toBe(before);
    expect((await staff.get(`/admin/api/products/${id}`)).body.data.images).toEqual(opened.images);
    expectInvalid(await upload(staff, id, picture, { alt: 'Nul\u0000alt' }), 'alt');
    expectInvalid(await upload(staff, id, picture, { alt: 'x'.repeat(10_000) }), 'alt');
    expectInvalid(await upload(staff, id, picture, { version: 'two' }), 'version');
    expectInvalid(await staff.post(`/admin/api/products/${id}/images`, { file: 'not multipart' }), 'file');
    const { payload, headers } = multipartBody({ field: 'other', name: 'a.jpg', contentType: 'image/jpeg', bytes: picture });
    expectInvalid(await staff.post(`/admin/api/products/${id}/images`, payload, { headers }), 'file');
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/products/${id}/images`, body: { file: 'x' } }, { refusedRoles: ['warehouse'] });
  });
});
