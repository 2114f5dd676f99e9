// Changing a product behind the store's back, as the merchant's own system would (price, on sale or not).
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

/** Sets the price (and the base price, so the product is not on sale). */
export async function setProductPrice(testApp: TestApp, productId: number, priceCents: number): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET price_cents = ${priceCents}, base_price_cents = ${priceCents} WHERE id = ${productId}`);
}

export async function setProductActive(testApp: TestApp, productId: number, isActive: boolean): Promise<void> {
  await testApp.database.db.execute(sql`UPDATE products SET is_active = ${isActive} WHERE id = ${productId}`);
}
