// Issue #19: an uploaded picture made into the files the pages show. The upload is checked as it is
// decoded (a JPEG, PNG or WebP; no more than PICTURE_MAX_PIXELS, so an image bomb is refused before its
// pixels are unpacked; a truncated or corrupt file fails the full decode), then resized into each width
// its preset's pages use, as AVIF and WebP with a JPEG fallback. sharp works on libuv's threads, so the
// event loop stays free while it does; nothing here touches the database.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { ValidationError } from '../../errors.ts';
import type { PictureFormat, PictureSet } from '../../../shared/schemas/media.ts';

/** The most pixels an upload may have (about 8,000 × 6,000): more is a bomb, not a photo. */
export const PICTURE_MAX_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * What each kind of picture is cut to. Widths follow the pages: a product card is 320 px and the product
 * page's gallery 640 px (product-card.tsx, product-gallery.tsx; 1280 for their 2x screens and the zoom);
 * a category banner 1280 × 320 (category-header.tsx); a customer logo fits a 320 × 160 box.
 */
export const PICTURE_PRESETS = {
  product: { widths: [320, 640, 1280], aspect: 1, fit: 'contain' },
  banner: { widths: [640, 1280], aspect: 4, fit: 'cover' },
  logo: { widths: [160, 320], aspect: 2, fit: 'inside' },
} as const;
export type PicturePreset = keyof typeof PICTURE_PRESETS;

/** One file to store: its content-hashed name, type and bytes. */
export type RenderedFile = { name: string; contentType: string; bytes: Buffer };

export type RenderedPicture = { files: RenderedFile[]; picture: PictureSet };

const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const FORMATS: readonly PictureFormat[] = ['avif', 'webp', 'jpeg'];
const NOT_A_PICTURE = 'The file must be a JPEG, PNG or WebP picture.';

function encode(image: Sharp, format: PictureFormat): Sharp {
  // AVIF's default effort (4) takes seconds at 1280 px on this store's 2 cores; effort 2 is a tenth of that.
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 80 });
  return image.jpeg({ quality: 82, mozjpeg: true, progressive: true });
}

/** The content-hashed name of one file: the same bytes always get the same name, so it never changes. */
export function mediaFileName(bytes: Buffer, width: number, format: PictureFormat): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return `${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

async function decodeChecked(upload: Buffer, maxWidth: number, maxHeight: number) {
  const options = { failOn: 'truncated', limitInputPixels: PICTURE_MAX_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(upload, options).metadata()).format;
  } catch (error) {
    throw refusalOf(error, NOT_A_PICTURE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ValidationError({ file: NOT_A_PICTURE });
  try {
    // One full decode, turned the way the camera held it and cut to the largest size needed: every
    // output is made from these pixels, and a file that ends early or is damaged fails here.
    return await sharp(upload, options)
      .rotate()
      .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusalOf(error, 'The picture is damaged or incomplete.');
  }
}

/** sharp's refusal as the uploader's error: an image bomb says so; anything else is `otherwise`. */
function refusalOf(error: unknown, otherwise: string): ValidationError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new ValidationError({ file: `The picture is too large: at most ${PICTURE_MAX_PIXELS.toLocaleString('en-NZ')} pixels.` });
  }
  return new ValidationError({ file: otherwise });
}

/** Checks an upload and renders every file of `preset`; a ValidationError on `file` when it is no usable picture. */
export async function renderPicture(upload: Buffer, preset: PicturePreset): Promise<RenderedPicture> {
  const { widths, aspect, fit } = PICTURE_PRESETS[preset];
  const largest = widths[widths.length - 1]!;
  const decoded = await decodeChecked(upload, largest, Math.round(largest / aspect));
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const jobs = widths.flatMap((width) =>
    FORMATS.map(async (format) => {
      const height = Math.round(width / aspect);
      let image = sharp(decoded.data, { raw });
      image = fit === 'inside'
        ? image.resize({ width, height, fit: 'inside', withoutEnlargement: true })
        : image.resize({ width, height, fit, background: { r: 255, g: 255, b: 255, alpha: 1 } });
      if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
      const bytes = await encode(image, format).toBuffer();
      return { width, format, file: { name: mediaFileName(bytes, width, format), contentType: CONTENT_TYPES[format], bytes } };
    }),
  );
  const made = await Promise.all(jobs);
  const srcset = (format: PictureFormat) =>
    made.filter((entry) => entry.format === format).map((entry) => `${mediaUrl(entry.file.name)} ${entry.width}w`).join(', ');
  const fallback = made.find((entry) => entry.format === 'jpeg' && entry.width === widths[Math.min(1, widths.length - 1)])!;
  return {
    files: made.map((entry) => entry.file),
    picture: {
      url: mediaUrl(fallback.file.name),
      srcset: srcset('jpeg'),
      sources: [
        { type: CONTENT_TYPES.avif, srcset: srcset('avif') },
        { type: CONTENT_TYPES.webp, srcset: srcset('webp') },
      ],
    },
  };
}

/** Where a stored file is served. */
export function mediaUrl(name: string): string {
  return `/media/${name}`;
}
