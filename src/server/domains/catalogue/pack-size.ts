// spec §3 Product: "A title may end with '-{number}', the pack size / divisor"; spec §9: "pack size is the
// number after the last '-' in the product title". The migration that filled existing rows
// (0005_product_pack_size.sql) applies the same rule in SQL; pack-size.test.ts holds the two together.

/** The largest pack size read from a title (seven digits); a longer number is not a pack size. */
export const PACK_SIZE_MAX = 9_999_999;

const TRAILING_NUMBER = /-\s*(\d{1,7})\s*$/;

/**
 * 'Aprons On A Roll White-200' → 200. Null when the text after the last '-' is not a whole number
 * ('Gloves-L', 'Pads 10-20 Pack'), when the title has no '-', or when the number is 0 (not a divisor).
 */
export function packSizeOfTitle(title: string): number | null {
  const match = TRAILING_NUMBER.exec(title);
  if (!match?.[1]) return null;
  const size = Number(match[1]);
  return size >= 1 ? size : null;
}
