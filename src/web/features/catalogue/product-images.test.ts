import { describe, expect, it } from 'vitest';
import { galleryImages } from './product-images.ts';

const plain = {
  title: 'Aprons-200',
  image: '/images/products/APR-1.svg',
  primary_image: '/images/products/APR-1.svg',
  images: [{ url: '/images/products/APR-1.svg', alt: 'Aprons-200' }],
  variants: null,
};

describe('galleryImages', () => {
  it("shows a plain product's own pictures", () => {
    expect(galleryImages(plain)).toEqual(plain.images);
  });

  it('falls back to the primary picture, and to none', () => {
    expect(galleryImages({ ...plain, images: [] })).toEqual([{ url: '/images/products/APR-1.svg', alt: 'Aprons-200' }]);
    expect(galleryImages({ ...plain, images: [], image: '', primary_image: '' })).toEqual([]);
  });

  it("adds a picture for each colour after the first, which the product's own picture shows", () => {
    const variants = {
      blockType: 'colour',
      sizes: ['S'],
      blocks: [
        { key: 'blue', label: 'Blue', swatch: '#1d4ed8', image: '/images/products/NIT-3-BLUE-S.svg' },
        { key: 'black', label: 'Black', swatch: '#111827', image: '/images/products/NIT-3-BLACK-S.svg' },
        { key: 'white', label: 'White', swatch: '#f9fafb', image: null },
      ],
      variants: {},
    };
    expect(galleryImages({ ...plain, title: 'Gloves-100', variants }).slice(1)).toEqual([
      { url: '/images/products/NIT-3-BLACK-S.svg', alt: 'Gloves-100, Black' },
    ]);
  });
});
