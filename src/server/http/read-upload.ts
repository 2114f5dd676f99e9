// Issue #19: one uploaded file and its text fields from a multipart request (registered in uploads.ts).
// A request that is not multipart, or has no file in `field`, is a 422 on that field; a file past the
// limit stops being read at the limit and is answered 413 by the error handler.
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.ts';

export type Upload = { bytes: Buffer; fileName: string; contentType: string; fields: Record<string, string> };

export async function readUpload(request: FastifyRequest, field = 'file'): Promise<Upload> {
  if (!request.isMultipart()) throw new ValidationError({ [field]: 'Send the file as multipart/form-data.' });
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields'> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read every file part (the stream must be drained), keep the one named `field`.
      const bytes = await part.toBuffer();
      if (part.fieldname === field && !file) file = { bytes, fileName: part.filename, contentType: part.mimetype };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.bytes.length === 0) throw new ValidationError({ [field]: 'Choose a file to upload.' });
  return { ...file, fields };
}
