// Issue #19: GET /media/{name}, the stored pictures. Public and sessionless (http/session.ts); a name holds
// a hash of its bytes, so a file is cached for a year and never revalidated.
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import { codeText } from '../../../shared/schemas/text.ts';
import type { MediaService } from './media.service.ts';

const mediaParamsSchema = z.object({ name: codeText('name').max(64) });

export function registerMediaRoutes(app: StoreHttp, deps: { media: MediaService }): void {
  const { media } = deps;
  app.get('/media/:name', {
    schema: { params: mediaParamsSchema },
    config: {
      access: 'public',
      docs: { summary: 'An uploaded picture in one size and format (content-hashed name; cached for a year)', produces: 'image/avif, image/webp, image/jpeg' },
    },
  }, async (request, reply) => {
    const { name } = request.params;
    const file = await media.getFile(name);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}
