// The store's content in the back office over the wire (issue #19 Part 2): the notice, testimonials,
// customer logos and the footer's pages, each change on record; the storefront's public reads.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { multipartBody, samplePicture } from '../../testing/pictures.fixtures.ts';
import { expectStaffGuarded, signedInStaff } from '../../testing/staff.ts';
import { useTestApp } from '../../testing/suite.ts';

const SCRIPTED = 'Hello <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>';
const noScript = (html: string) => {
  expect(html).not.toMatch(/<(script|img)/i);
  expect(html).not.toMatch(/<a [^>]*href="javascript:/i);
};
const BAD_TEXT = ['Nul\u0000here', 'Lone \ud800 surrogate'];
/** What browsers (or a server decoding again) read as another site. */
const OFF_SITE_PATHS = ['/\\evil.example/x', '//evil.example/x', '/images\\x.png', '/%2F%2Fevil.example/x', '/%5Cevil.example/x', '/%255Cevil.example', '/%09/evil.example', '/%0A/evil.example'];

const story = {
  title: 'Orders in minutes',
  url: '/about-us',
  category: 'Aged care',
  data: { name: 'Mere Tane', job_title: 'Manager, Rata House', quote: 'It just works.' },
};

describe('/admin/api content', () => {
  const testApp = useTestApp(undefined, { runJobs: false });
  const auditOf = async (entity: string) => okBody(await apiAs(testApp, await signedInStaff(testApp, 'owner')).get(`/admin/api/audit?entity=${entity}`)).data;

  it('changes the notice, which the storefront then shows as safe HTML, and turns it off', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const before = okBody(await staff.get('/admin/api/content/notice')).data;
    expect(before).toMatchObject({ enabled: true, text: expect.stringContaining('**Delivery times:**'), html: expect.stringContaining('<strong>Delivery times:</strong>') });

    const saved = okBody(await staff.put('/admin/api/content/notice', { text: `**Closed** on Friday. ${SCRIPTED}`, enabled: true })).data;
    expect(saved.html).toContain('<strong>Closed</strong> on Friday.');
    noScript(saved.html);
    const shown = okBody(await apiAs(testApp, null).get('/api/content/notice')).data;
    expect(shown).toEqual({ enabled: true, html: saved.html });

    okBody(await staff.put('/admin/api/content/notice', { text: 'Off for now', enabled: false }));
    expect(okBody(await apiAs(testApp, null).get('/api/content/notice')).data).toEqual({ enabled: false, html: '' });
    const entries = await auditOf('notice');
    expect(entries[0]).toMatchObject({ action: 'notice.update', reference: 'Site notice', before: { enabled: true }, after: { text: 'Off for now', enabled: false } });

    expectInvalid(await staff.put('/admin/api/content/notice', { text: 'x'.repeat(10_000), enabled: true }), 'text');
    expectInvalid(await staff.put('/admin/api/content/notice', { text: '', enabled: true }), 'text');
    expectInvalid(await staff.put('/admin/api/content/notice', { text: 'Hi', enabled: 'yes' }), 'enabled');
    for (const text of BAD_TEXT) expectInvalid(await staff.put('/admin/api/content/notice', { text, enabled: true }), 'text');
    expect(okBody(await staff.get('/admin/api/content/notice')).data.text).toBe('Off for now');
  });

  it('adds, changes and removes a testimonial, which the storefront lists, on record', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const created = await staff.post('/admin/api/testimonials', story);
    expect(created.status, created.text).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toMatchObject({ ...story, files: [], position: expect.any(Number) });
    const listed = okBody(await apiAs(testApp, null).get('/api/testimonials?category=Aged%20care')).data;
    expect(listed.map((row: { id: number }) => row.id)).toContain(id);

    const changed = okBody(await staff.request('PATCH', `/admin/api/testimonials/${id}`, { data: { quote: 'Even better.' } })).data;
    expect(changed.data).toEqual({ ...story.data, quote: 'Even better.' });
    expect(okBody(await staff.get('/admin/api/testimonials')).data.find((row: { id: number }) => row.id === id).data.quote).toBe('Even better.');

    expect((await staff.delete(`/admin/api/testimonials/${id}`)).status).toBe(204);
    expect((await staff.delete(`/admin/api/testimonials/${id}`)).status).toBe(404);
    expect((await staff.request('PATCH', `/admin/api/testimonials/${id}`, { title: 'Gone' })).status).toBe(404);
    const entries = (await auditOf('testimonial')).filter((entry: { entity_id: string }) => entry.entity_id === String(id));
    expect(entries.map((entry: { action: string; reference: string }) => [entry.action, entry.reference])).toEqual([
      ['testimonial.delete', story.title],
      ['testimonial.update', story.title],
      ['testimonial.create', story.title],
    ]);
    // The change lists the quote alone: what stayed as it was is not a change.
    expect(entries[1]).toMatchObject({ before: { data: { quote: story.data.quote } }, after: { data: { quote: 'Even better.' } } });
    expect(Object.keys(entries[1].after)).toEqual(['data']);
  });

  it('refuses bad testimonials and logos with a 422 naming the field', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    expectInvalid(await staff.post('/admin/api/testimonials', { ...story, title: 'x'.repeat(10_000) }), 'title');
    expectInvalid(await staff.post('/admin/api/testimonials', { ...story, url: 'https://evil.example/' }), 'url');
    expectInvalid(await staff.post('/admin/api/testimonials', { ...story, url: 'javascript:alert(1)' }), 'url');
    expectInvalid(await staff.post('/admin/api/testimonials', { ...story, data: { ...story.data, name: 42 } }), 'data.name');
    for (const text of BAD_TEXT) expectInvalid(await staff.post('/admin/api/testimonials', { ...story, data: { ...story.data, quote: text } }), 'data.quote');
    expectInvalid(await staff.request('PATCH', '/admin/api/testimonials/1', {}), 'title');
    expectInvalid(await staff.request('PATCH', '/admin/api/testimonials/abc', { title: 'x' }), 'id');
    expectInvalid(await staff.post('/admin/api/customer-logos', { title: 'Acme', type: 'Hospitals', files: 'x' }), 'files');
    expectInvalid(await staff.post('/admin/api/customer-logos', { title: 'Acme', type: 'Hospitals', files: [{ path: '//evil.example/x.png' }] }), 'files.0.path');
    for (const title of BAD_TEXT) expectInvalid(await staff.post('/admin/api/customer-logos', { title, type: 'Hospitals', files: [{ path: '/x.svg' }] }), 'title');
  });

  it('refuses a testimonial link or logo picture that leads off the site, however it is written (issue #26 item 3)', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    for (const path of OFF_SITE_PATHS) {
      expectInvalid(await staff.post('/admin/api/testimonials', { ...story, url: path }), 'url');
      expectInvalid(await staff.post('/admin/api/customer-logos', { title: 'Acme', type: 'Hospitals', files: [{ path }] }), 'files.0.path');
    }
    const created = await staff.post('/admin/api/testimonials', story);
    expect(created.status, created.text).toBe(201);
    expectInvalid(await staff.request('PATCH', `/admin/api/testimonials/${created.body.data.id}`, { url: '/\\evil.example/x' }), 'url');
    expect(okBody(await staff.get('/admin/api/testimonials')).data.find((row: { id: number }) => row.id === created.body.data.id).url).toBe('/about-us');
  });

  it('adds, replaces the picture of, and removes a customer logo, on record', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const created = await staff.post('/admin/api/customer-logos', { title: 'Harbour Care', type: 'Aged care', files: [{ path: '/images/customers/harbour.svg' }] });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body.data;
    const replaced = okBody(await staff.request('PATCH', `/admin/api/customer-logos/${id}`, { files: [{ path: '/media/harbour-new.webp' }] })).data;
    expect(replaced).toMatchObject({ id, title: 'Harbour Care', files: [{ path: '/media/harbour-new.webp' }] });
    const shown = okBody(await apiAs(testApp, null).get('/api/customers?type=Aged%20care')).data;
    expect(shown.find((logo: { id: number }) => logo.id === id)).toEqual({ id, title: 'Harbour Care', type: 'Aged care', files: [{ path: '/media/harbour-new.webp' }] });
    expect((await staff.delete(`/admin/api/customer-logos/${id}`)).status).toBe(204);
    expect((await staff.get('/admin/api/customer-logos')).body.data.some((logo: { id: number }) => logo.id === id)).toBe(false);
    expect((await auditOf('customer_logo')).filter((entry: { entity_id: string }) => entry.entity_id === String(id)).map((entry: { action: string; reference: string }) => [entry.action, entry.reference])).toEqual([
      ['customer_logo.delete', 'Harbour Care'],
      ['customer_logo.update', 'Harbour Care'],
      ['customer_logo.create', 'Harbour Care'],
    ]);
  });

  it('replaces a logo’s picture through the media domain; a logo without one stays off the storefront; a bad file changes nothing', async () => {
    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const created = await staff.post('/admin/api/customer-logos', { title: 'Kaka Point Care', type: 'Hospitals' });
    expect(created.status, created.text).toBe(201);
    const { id } = created.body.data;
    const onStorefront = async () => okBody(await apiAs(testApp, null).get('/api/customers')).data.find((logo: { id: number }) => logo.id === id);
    expect(await onStorefront()).toBeUndefined();

    const send = async (bytes: Buffer, contentType: string, logoId: number = id) => {
      const { payload, headers } = multipartBody({ name: 'logo', contentType, bytes });
      return staff.post(`/admin/api/customer-logos/${logoId}/picture`, payload, { headers });
    };
    const uploaded = okBody(await send(await samplePicture('png', 400, 200), 'image/png')).data;
    expect(uploaded.files).toEqual([{ path: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}-\d+\.jpg$/) }]);
    const served = await apiAs(testApp, null).get(uploaded.files[0].path);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await onStorefront()).toMatchObject({ files: uploaded.files });

    expectInvalid(await send(Buffer.from('not a picture'), 'image/png'), 'file');
    expect(okBody(await staff.get('/admin/api/customer-logos')).data.find((logo: { id: number }) => logo.id === id).files).toEqual(uploaded.files);
    expect((await send(await samplePicture('png', 40, 20), 'image/png', 2147483000)).status).toBe(404);
    await expectStaffGuarded(testApp, { method: 'POST', url: `/admin/api/customer-logos/${id}/picture`, body: {} }, { refusedRoles: ['warehouse'] });
  });

  it('serves the footer pages from their rows, as they were, and saves a change with no script surviving', async () => {
    const guest = apiAs(testApp, null);
    const pages = okBody(await guest.get('/api/content-pages')).data;
    expect(pages.map((page: { slug: string }) => page.slug)).toEqual([
      'support-education', 'delivery-returns', 'faqs', 'privacy-policy', 'terms-conditions', 'about-us', 'suppliers', 'sustainability-and-ethics', 'contact-us',
    ]);
    const about = okBody(await guest.get('/api/content-pages/about-us')).data;
    expect(about).toMatchObject({ title: 'About Us', description: 'A New Zealand-owned wholesaler supplying the care sector since 1998.' });
    expect(about.html).toMatch(/^<p class="content-intro">Care Supply Co is a New Zealand-owned wholesaler/);
    expect(about.html).toContain('<section id="careers" aria-labelledby="section-1"><h2 id="section-1">Careers</h2>');
    const faqs = okBody(await guest.get('/api/content-pages/faqs')).data;
    expect(faqs.html.match(/<h2 /g)).toHaveLength(4);
    expect((await guest.get('/api/content-pages/nowhere')).status).toBe(404);
    expectInvalid(await guest.get('/api/content-pages/Bad%20Slug'), 'slug');

    const staff = apiAs(testApp, await signedInStaff(testApp, 'staff'));
    const body = `New intro. ${SCRIPTED}\n\n## Careers {#careers}\n\nWe are hiring.`;
    const saved = okBody(await staff.put('/admin/api/content-pages/about-us', { title: 'About Care Supply', description: 'Who we are.', body })).data;
    expect(saved).toMatchObject({ slug: 'about-us', title: 'About Care Supply', body });
    noScript(saved.html);
    const shown = okBody(await guest.get('/api/content-pages/about-us')).data;
    expect(shown.html).toContain('<section id="careers"');
    noScript(shown.html);
    expect((await auditOf('content_page'))[0]).toMatchObject({ action: 'content_page.update', entity_id: 'about-us', reference: 'About Care Supply', after: { title: 'About Care Supply' } });

    expect((await staff.put('/admin/api/content-pages/nowhere', { title: 'x', description: '', body: 'x' })).status).toBe(404);
    expectInvalid(await staff.put('/admin/api/content-pages/faqs', { title: 'FAQs', description: '', body: 'x'.repeat(20_001) }), 'body');
    for (const text of BAD_TEXT) expectInvalid(await staff.put('/admin/api/content-pages/faqs', { title: 'FAQs', description: '', body: text }), 'body');
    expect(okBody(await staff.get('/admin/api/content-pages/faqs')).data.title).toBe('FAQs');
  });

  it('guards every endpoint: warehouse staff may not change content', async () => {
    const routes = [
      { method: 'GET', url: '/admin/api/content/notice' },
      { method: 'PUT', url: '/admin/api/content/notice', body: { text: 'x', enabled: true } },
      { method: 'GET', url: '/admin/api/testimonials' },
      { method: 'POST', url: '/admin/api/testimonials', body: story },
      { method: 'PATCH', url: '/admin/api/testimonials/1', body: { title: 'x' } },
      { method: 'DELETE', url: '/admin/api/testimonials/1' },
      { method: 'GET', url: '/admin/api/customer-logos' },
      { method: 'POST', url: '/admin/api/customer-logos', body: { title: 'x', type: 'y', files: [{ path: '/x.svg' }] } },
      { method: 'PATCH', url: '/admin/api/customer-logos/1', body: { title: 'x' } },
      { method: 'DELETE', url: '/admin/api/customer-logos/1' },
      { method: 'GET', url: '/admin/api/content-pages' },
      { method: 'GET', url: '/admin/api/content-pages/faqs' },
      { method: 'PUT', url: '/admin/api/content-pages/faqs', body: { title: 'x', description: '', body: 'x' } },
      { method: 'GET', url: '/admin/api/subscribers.csv' },
    ] as const;
    for (const route of routes) await expectStaffGuarded(testApp, route, { refusedRoles: ['warehouse'] });
  });
});
