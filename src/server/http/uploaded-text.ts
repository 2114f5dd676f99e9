// A text file uploaded as multipart/form-data (a catalogue CSV): read whole by read-upload.ts (which stops
// at the limit with a 413), and refused with a 422 naming the field unless it is UTF-8 text.
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.ts';
import { readUpload } from './read-upload.ts';

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The uploaded file of `field`: its name (made safe to show) and its text. */
export async function readUploadedText(request: FastifyRequest, field: string, what: string): Promise<{ fileName: string; text: string }> {
  const { bytes, fileName } = await readUpload(request, field);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError({ [field]: `The file is not a ${what}: it is not UTF-8 text.` });
  }
  if (text.includes('\u0000')) throw new ValidationError({ [field]: `The file is not a ${what}: it holds a NUL byte.` });
  return { fileName: fileName.replace(CONTROL_CHARACTERS, '').trim().slice(0, 200) || 'upload', text };
}
