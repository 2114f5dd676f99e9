// The picture pipeline alone (issue #19): what it makes of a good upload, and what it refuses.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { imageBomb, samplePicture, truncatedPicture } from '../../testing/pictures.fixtures.ts';
import { mediaFileName, renderPicture } from './picture-render.ts';

async function refusal(upload: Buffer): Promise<ValidationError> {
  const error = await renderPicture(upload, 'product').then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

describe('renderPicture', () => {
  it('makes every product size as AVIF, WebP and JPEG, with a JPEG url for old readers', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const { files, picture } = await renderPicture(await samplePicture(format), 'product');
      expect(files.map((file) => file.contentType).sort()).toEqual([...Array(3).fill('image/avif'), ...Array(3).fill('image/jpeg'), ...Array(3).fill('image/webp')]);
      expect(picture.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}-640\.jpg$/);
      expect(picture.srcset).toMatch(/-320\.jpg 320w, .*-640\.jpg 640w, .*-1280\.jpg 1280w$/);
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const file of files) {
        const meta = await sharp(file.bytes).metadata();
        const width = Number(/-(\d+)\./.exec(file.name)![1]);
        // Square product pictures, letterboxed on white; the name is the hash of the bytes stored.
        expect([meta.width, meta.height]).toEqual([width, width]);
        expect(file.name).toBe(mediaFileName(file.bytes, width, file.name.endsWith('.jpg') ? 'jpeg' : (file.name.split('.').pop() as 'avif' | 'webp')));
      }
    }
  });

  it('cuts a banner to 4:1 and fits a logo inside its box without enlarging it', async () => {
    const banner = await renderPicture(await samplePicture('jpeg', 2000, 1000), 'banner');
    const wide = banner.files.find((file) => file.name.endsWith('-1280.jpg'))!;
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 1280, height: 320 });
    const logo = await renderPicture(await samplePicture('png', 120, 60), 'logo');
    const small = logo.files.find((file) => file.name.endsWith('-320.webp'))!;
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 120, height: 60 });
  });

  it('refuses a file that is no picture, a GIF, an image bomb and a truncated file, naming the file field', async () => {
    expect((await refusal(Buffer.from('%PDF-1.7 not a picture'))).errors).toEqual({ file: 'The file must be a JPEG, PNG or WebP picture.' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await refusal(gif)).errors.file).toMatch(/JPEG, PNG or WebP/);
    expect((await refusal(imageBomb())).errors.file).toMatch(/too large/);
    expect((await refusal(await truncatedPicture())).errors.file).toMatch(/damaged or incomplete/);
    expect((await refusal(Buffer.alloc(0))).errors.file).toMatch(/JPEG, PNG or WebP/);
  });
});
