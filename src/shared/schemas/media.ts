// Issue #19: a picture as the pages show it. `url` is a JPEG every reader can show (the fallback); the
// browser picks from `sources` (AVIF, then WebP) and `srcset` the smallest file that fills its box.
import { z } from 'zod';

export type PictureFormat = 'avif' | 'webp' | 'jpeg';

export const pictureSourceSchema = z.object({
  /** 'image/avif' or 'image/webp'. */
  type: z.string(),
  /** '/media/<hash>-320.avif 320w, …' */
  srcset: z.string(),
});
export type PictureSource = z.infer<typeof pictureSourceSchema>;

export const pictureSetSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  sources: z.array(pictureSourceSchema),
});
export type PictureSet = z.infer<typeof pictureSetSchema>;
