import type { ProductDetailJson, ProductImage } from '../../../shared/schemas/catalogue.ts';
import { isSitePath } from '../../../shared/site-path.ts';

export type GalleryImage = ProductImage;

/**
 * The product page's pictures: the product's own (the first drawn in its first colour), then one for each
 * further colour of its variant matrix, so every colour a buyer can choose has its own picture.
 */
export function galleryImages(product: Pick<ProductDetailJson, 'title' | 'image' | 'primary_image' | 'images' | 'variants'>): GalleryImage[] {
  const own = product.images.length > 0 ? product.images : [{ url: product.primary_image || product.image, alt: product.title }];
  const colours = (product.variants?.blocks ?? []).slice(1).flatMap((block) =>
    block.image ? [{ url: block.image, alt: `${product.title}, ${block.label}` }] : [],
  );
  // issue #26 item 3: only pictures on this site are fetched (the server sends no other; this holds for a page kept from before)
  return [...own, ...colours].filter((image) => isSitePath(image.url));
}
