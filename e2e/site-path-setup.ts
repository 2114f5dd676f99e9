// Before the e2e store starts (issue #26 item 3): paths stored before the site-path rule, which the API now
// refuses, so they are written straight to the database. A testimonial's link, a customer logo's picture and
// a product's first picture each read '/\evil.example/…', which browsers follow to evil.example. The demo
// data is written first (as the store would at its start), so the demo seed still finds what it expects.
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { E2eSetup } from './setup-context.ts';

/** What a browser reads as '//evil.example/…'. */
export const OFF_SITE_PATH = '/\\evil.example/x.png';
export const OFF_SITE_STORY = { title: 'E2E Off-site story', category: 'E2E Off-site' };
export const OFF_SITE_LOGO = 'E2E Off-site Hospital';

const setupFile = (port: string) => `/tmp/store-e2e-${port}-off-site.json`;

/** The product page whose first stored picture is off the site. */
export function offSiteProductPath(port: string): string {
  return (JSON.parse(readFileSync(setupFile(port), 'utf8')) as { productPath: string }).productPath;
}

export async function storeOffSitePaths({ database, services }: E2eSetup, port: string): Promise<void> {
  await services.demo.seedIfEmpty({ info: () => {} });
  const { db } = database;
  await db.execute(sql`
    INSERT INTO testimonials (title, url, category, name, job_title, quote, position)
    VALUES (${OFF_SITE_STORY.title}, ${OFF_SITE_PATH}, ${OFF_SITE_STORY.category}, 'Ana Off', 'Tester', 'A link stored before the rule.', -1)`);
  await db.execute(sql`
    INSERT INTO customer_logos (title, type, files, position)
    VALUES (${OFF_SITE_LOGO}, 'Hospitals', ${JSON.stringify([{ path: OFF_SITE_PATH }])}::jsonb, -1)`);
  const product = await db.execute<{ slug: string }>(sql`
    UPDATE products SET images = jsonb_build_array(jsonb_build_object('url', ${OFF_SITE_PATH}::text, 'alt', 'off-site')) || images
    WHERE id = (
      SELECT min(p.id) FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.is_active AND cardinality(c.rest_acc) = 0 AND NOT EXISTS (SELECT 1 FROM variant_matrices m WHERE m.product_id = p.id))
    RETURNING slug`);
  const slug = product.rows[0]?.slug;
  if (!slug) throw new Error('no demo product to give an off-site picture');
  writeFileSync(setupFile(port), JSON.stringify({ productPath: `/product/${slug}` }));
}
