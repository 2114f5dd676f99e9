// Order lines priced by SKU for an account, as its cart would price them (issue #30): what the desk adds
// to a placed order. A SKU is found only as the account sees the catalogue (hidden categories, rest_acc,
// restricted cells refuse), priced at the account's price for that quantity, its quantity held to the
// product's rules; the line reads as checkout writes it (title with the cell's label, the picture).
import { quantityProblem } from '../../../shared/order-quantity.ts';
import { unitPriceAt } from '../../../shared/price-resolver.ts';
import { lineTotalCents } from '../../kernel/gst-totals.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import type { CatalogueService, FoundCode } from '../catalogue/catalogue.service.ts';
import { linePicture } from './cart-json.ts';
import type { CheckoutCartLine } from './cart.types.ts';

export type SkuLineWanted = { sku: string; qty: number };

/** A line ready for an order, or why the SKU or its quantity is refused (in the desk's words). */
export type SkuLineResult = { ok: true; line: CheckoutCartLine } | { ok: false; field: 'sku' | 'qty'; message: string };

/** Why a code found (or not) cannot be bought by SKU, or null when it can. */
function refusalOf(sku: string, found: FoundCode | undefined): string | null {
  if (!found || found.matchedBy !== 'sku') return `No product with SKU ${sku} is sold to this account.`;
  if (!found.isActive) return `${sku} is no longer sold.`;
  if (found.cell?.isRestricted) return `${sku} is not available to this account.`;
  if (found.product.hasVariants && !found.cell) return `${sku} comes in sizes or colours: give the SKU of the one wanted.`;
  return null;
}

export function createSkuLines(deps: { catalogue: Pick<CatalogueService, 'findProductsByCodes' | 'findPurchasable'> }) {
  const { catalogue } = deps;
  return {
    /** Each wanted SKU priced for the viewer's account at its quantity, in order; two queries for them all. */
    async priceSkuLines(viewer: SignedInViewer, wanted: readonly SkuLineWanted[]): Promise<SkuLineResult[]> {
      if (wanted.length === 0) return [];
      const found = await catalogue.findProductsByCodes([...new Set(wanted.map((line) => line.sku))], viewer);
      const requests = wanted.map((line) => {
        const match = found.get(line.sku);
        return refusalOf(line.sku, match) === null && match ? { productId: match.product.id, variantId: match.cell?.id ?? 0 } : null;
      });
      const checks = await catalogue.findPurchasable(requests.filter((request) => request !== null), viewer);
      let next = 0;
      return wanted.map((line): SkuLineResult => {
        const refusal = refusalOf(line.sku, found.get(line.sku));
        if (refusal) return { ok: false, field: 'sku', message: refusal };
        const check = checks[next++];
        if (!check?.ok) return { ok: false, field: 'sku', message: `${line.sku} is not available to this account.` };
        const { item } = check;
        const problem = quantityProblem(item.quantityRules, line.qty);
        if (problem) return { ok: false, field: 'qty', message: `${item.sku}: ${problem}.` };
        const unitPriceCents = unitPriceAt(item.schedule, line.qty);
        return {
          ok: true,
          line: {
            productId: item.productId,
            variantId: item.variantId,
            sku: item.sku,
            title: item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title,
            unitPriceCents,
            qty: line.qty,
            lineTotalCents: lineTotalCents(unitPriceCents, line.qty),
            image: linePicture(item),
          },
        };
      });
    },
  };
}
