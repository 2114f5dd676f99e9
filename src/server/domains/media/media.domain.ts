// The media domain (issue #19): uploaded pictures, rendered into the sizes the pages use and served at /media/.
import { defineDomain } from '../../assembly/domain.ts';
import { mediaSweepQueue } from './media.queues.ts';
import { createMediaRepo } from './media.repo.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { createMediaService, type MediaService } from './media.service.ts';

declare module '../../assembly/domain.ts' {
  interface StoreServices {
    media: MediaService;
  }
}

export const mediaDomain = defineDomain({
  name: 'media',
  services: { media: ({ database, now }) => createMediaService({ repo: createMediaRepo(database.db), now }) },
  routes: (app, { media }) => registerMediaRoutes(app, { media }),
  jobs: [{ queue: mediaSweepQueue, handler: (_context, { media }) => async () => void (await media.sweep()) }],
});
