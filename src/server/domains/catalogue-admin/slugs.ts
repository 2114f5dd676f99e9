// A product's and a category's address words, made from their titles (and a product's SKU).
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'Tena Slip Plus Medium-28' + 'DPD-1001' → 'tena-slip-plus-medium-28-dpd-1001': unique because the SKU is. */
export function productSlug(title: string, sku: string): string {
  return `${slugify(title)}-${slugify(sku)}`.slice(0, 200).replace(/-+$/, '');
}
