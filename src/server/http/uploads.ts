// Issue #19: uploads (pictures, a catalogue CSV) as multipart/form-data, one file a request. A file past
// the limit is refused with 413 as soon as the limit is reached: the rest is not read.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest upload: a picture of up to 10 MB (issue #19), and a CSV of the whole catalogue fits too. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 100 * 1024, parts: 21, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
}
