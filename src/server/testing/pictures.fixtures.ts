// Pictures for upload tests (issue #19): real encoded images made by sharp, and the bad files the
// pipeline must refuse (not a picture, an image bomb, a truncated file).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like picture: two colours, so every encoder has something to keep. */
export async function samplePicture(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 900, height = 600): Promise<Buffer> {
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#b45309' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * An image bomb: a real PNG of 10,000 × 10,000 grey pixels (100 megapixels, 100 MB unpacked) in about
 * 100 KB, since rows of one colour compress to almost nothing. Written by hand (zlib), as sharp itself
 * would refuse to make it.
 */
export function imageBomb(side = 10_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const pixels = deflateSync(Buffer.alloc((side + 1) * side), { level: 9 }); // each row: filter 0, then zeros
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The first half of a real JPEG: its header says a picture, its data ends early. */
export async function truncatedPicture(): Promise<Buffer> {
  const whole = await samplePicture('jpeg', 1200, 900);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A multipart/form-data body with one file and text fields, for app.inject. */
export function multipartBody(
  file: { field?: string; name: string; contentType: string; bytes: Buffer },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
