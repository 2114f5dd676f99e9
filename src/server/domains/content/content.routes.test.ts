// Issue #11 part 8: the customer logo grid and customer stories, from the database.
import { describe, expect, it } from 'vitest';
import { apiAs, expectInvalid, okBody } from '../../testing/api.ts';
import { useTestApp } from '../../testing/suite.ts';
import { createContentRepo } from './content.repo.ts';
import { DEMO_CONTENT, DEMO_LOGOS, DEMO_TESTIMONIALS } from '../demo/demo.service.ts';

describe('content blocks', () => {
  const testApp = useTestApp(async (base) => {
    const repo = createContentRepo(base.database.db);
    const seeded = await repo.addContentIfEmpty(DEMO_CONTENT);
    return { seeded, again: await repo.addContentIfEmpty(DEMO_CONTENT) };
  });
  const guest = () => apiAs(testApp, null);

  it('seeds the demo content once', () => {
    expect(testApp.seeded).toBe(true);
    expect(testApp.again).toBe(false);
  });

  it('answers every customer logo, or those of one type, with the types to filter by', async () => {
    const all = okBody(await guest().get('/api/customers'));
    expect(all.data).toHaveLength(DEMO_LOGOS.length);
    expect(all.data[0]).toEqual({ id: expect.any(Number), title: 'Kowhai Lodge Rest Home', type: 'Aged care', files: [{ path: '/images/customers/kowhai-lodge-rest-home.svg' }] });
    expect(all.types).toEqual(['Aged care', 'Catering', 'Disability support', 'Hospitals']);
    const hospitals = okBody(await guest().get('/api/customers?type=Hospitals')).data;
    expect(hospitals.map((logo: { type: string }) => logo.type)).toEqual(Array(4).fill('Hospitals'));
    expect(okBody(await guest().get('/api/customers?type=all')).data).toHaveLength(DEMO_LOGOS.length);
    expect(okBody(await guest().get('/api/customers?type=Nobody')).data).toEqual([]);
  });

  it('pages customer stories three at a time with links.next, filtered by category', async () => {
    const first = okBody(await guest().get('/api/testimonials'));
    expect(first.data).toHaveLength(3);
    expect(first.data[0]).toMatchObject({ title: DEMO_TESTIMONIALS[0]?.title, data: { name: 'Aroha Ngata', job_title: expect.stringContaining('Kowhai Lodge'), quote: expect.any(String) } });
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 3, total: DEMO_TESTIMONIALS.length, last_page: 5 });
    expect(first.links.next).toBe('/api/testimonials?category=&page=2');
    const last = okBody(await guest().get('/api/testimonials?page=5'));
    expect(last.data).toHaveLength(DEMO_TESTIMONIALS.length - 12);
    expect(last.links.next).toBeNull();
    const catering = okBody(await guest().get('/api/testimonials?category=Catering'));
    expect(catering.data.map((story: { category: string }) => story.category)).toEqual(['Catering', 'Catering', 'Catering']);
    expect(catering.links.next).toBeNull();
    expect(first.categories).toEqual(['Aged care', 'Catering', 'Disability support', 'Hospitals']);
  });

  it('refuses bad input with a 422 naming the field', async () => {
    expectInvalid(await guest().get('/api/testimonials?page=0'), 'page');
    expectInvalid(await guest().get('/api/testimonials?page=two'), 'page');
    expectInvalid(await guest().get('/api/testimonials?category=%00'), 'category');
    expectInvalid(await guest().get(`/api/customers?type=${'x'.repeat(61)}`), 'type');
    expectInvalid(await guest().get('/api/customers?type=a%00b'), 'type');
  });
});
