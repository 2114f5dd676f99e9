// The wire shape of a matched line (shared/schemas/quick-order.ts); prices through the catalogue's one mapper.
import { QUICK_ORDER_MESSAGES, type QuickOrderLineJson, type QuickOrderProductJson } from '../../../shared/schemas/quick-order.ts';
import type { SignedInViewer } from '../../kernel/viewer.ts';
import { priceFields, toProductJson, type FoundCode } from '../catalogue/catalogue.service.ts';
import type { MatchedLine } from './quick-order.service.ts';

function toQuickOrderProductJson(found: FoundCode, viewer: SignedInViewer): QuickOrderProductJson {
  const json = toProductJson(found.product, found.category, viewer, found.price);
  if (!found.cell) return { ...json, variant_id: 0, variant_label: null };
  // A cell is priced as itself: its own price, source and breaks (the product's are the product's).
  const cellPrice = found.cellSchedule ? priceFields(found.cellSchedule) : { price: found.cell.priceCents };
  return { ...json, sku: found.cell.sku, ...cellPrice, variant_id: found.cell.id, variant_label: found.cell.label };
}

export function toQuickOrderLineJson(line: MatchedLine, viewer: SignedInViewer): QuickOrderLineJson {
  return {
    line: line.line,
    query: line.query,
    qty: line.qty,
    status: line.status,
    matched_by: line.found?.matchedBy ?? null,
    product: line.found ? toQuickOrderProductJson(line.found, viewer) : null,
    suggestions: line.suggestions.map((suggestion) => ({
      sku: suggestion.sku,
      title: suggestion.title,
      variant_label: suggestion.variantLabel,
      price: suggestion.priceCents,
      pack_size: suggestion.packSize,
    })),
    message: line.status === 'matched' ? null : QUICK_ORDER_MESSAGES[line.status],
  };
}
