// A resident as the page and the API see it (spec §3): its order times with their lines, each line's
// product priced for the viewer, and the resident's planned cost by the shared calculator.
import type { OrderQuantityRules } from '../../../shared/order-quantity.ts';
import type { PriceSchedule } from '../../../shared/price-resolver.ts';
import type { ResidentJson, ResidentLineJson, ResidentProductJson } from '../../../shared/schemas/residents.ts';
import { residentCosts, type CostLine } from '../../../shared/resident-usage.ts';
import { firstImageUrl, productUrl, type ListedItem } from '../catalogue/catalogue.service.ts';
import type { OrderTime, Resident, ResidentLine } from './resident-types.ts';

/** A product a line may use: sold to the account today (ListedItem whose purchase check passed), with what it costs at any quantity. */
export type SchedulableProduct = ResidentProductJson & { categoryIds: readonly number[]; schedule: PriceSchedule; quantityRules: OrderQuantityRules };

/** The product as a line shows it; null when the account can no longer buy it. */
export function toSchedulableProduct(listed: ListedItem | null): SchedulableProduct | null {
  if (!listed?.check.ok) return null;
  const { product, category } = listed;
  const categoryIds: number[] = [];
  for (let node: typeof category | null = category; node; node = node.parent) categoryIds.push(node.id);
  return {
    id: product.id,
    title: product.title,
    image: firstImageUrl(product.images),
    price: listed.check.item.priceCents,
    sku: product.sku,
    url: productUrl(product.slug),
    pack_size: product.packSize,
    categoryIds,
    schedule: listed.check.item.schedule,
    quantityRules: listed.check.item.quantityRules,
  };
}

export function toResidentProductJson(product: SchedulableProduct): ResidentProductJson {
  const { categoryIds: _categoryIds, schedule: _schedule, quantityRules: _rules, ...json } = product;
  return json;
}

export type ResidentView = { resident: Resident; lines: readonly ResidentLine[] };

/** What a page shows for a resident: the name, or the room when names are hidden (or none was given). */
export function displayName(resident: Pick<Resident, 'id' | 'name' | 'room'>, namesHidden: boolean): string {
  if (!namesHidden && resident.name) return resident.name;
  return resident.room ? `Room ${resident.room}` : `Resident ${resident.id}`;
}

export function toResidentJson(
  view: ResidentView,
  orderTimes: readonly OrderTime[],
  products: ReadonlyMap<number, SchedulableProduct | null>,
  namesHidden: boolean,
  withLines = true,
): ResidentJson {
  const { resident, lines } = view;
  const costLines: CostLine[] = [];
  const byTime = new Map<number, ResidentLineJson[]>(orderTimes.map((time) => [time.id, []]));
  const titles = new Map(orderTimes.map((time) => [time.id, time.title]));
  for (const line of lines) {
    const product = products.get(line.productId) ?? null;
    if (product) costLines.push({ packetPriceCents: product.price, packSize: product.pack_size, qtyPerDay: line.qty });
    byTime.get(line.orderTimeId)?.push({
      id: line.id,
      time: line.orderTimeId,
      resident_id: resident.id,
      category_id: line.categoryId,
      product_id: line.productId,
      product: product ? toResidentProductJson(product) : null,
      title: product?.title ?? line.title,
      qty: line.qty,
      is_saved: true,
      schedule: titles.get(line.orderTimeId) ?? '',
      available: product !== null,
    });
  }
  const costs = residentCosts(costLines);
  return {
    id: resident.id,
    user_id: resident.createdBy,
    name: namesHidden ? '' : resident.name,
    display_name: displayName(resident, namesHidden),
    room: resident.room,
    location: resident.location,
    order_times: withLines ? orderTimes.map((time) => ({ id: time.id, title: time.title, products: byTime.get(time.id) ?? [] })) : [],
    line_count: lines.length,
    cost_per_day: costs.perDayCents,
    cost_per_week: costs.perWeekCents,
    cost_per_month: costs.perMonthCents,
    updated_at: resident.updatedAt.toISOString(),
    updated_by: resident.updatedByName || null,
  };
}
