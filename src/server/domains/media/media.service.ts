// Issue #19: uploaded pictures for every domain that shows one (products, category banners, customer logos).
//   const rendered = await media.renderPicture(bytes, 'product');   // before the transaction: sharp's work
//   await transact(async (tx) => { await media.savePicture(tx, rendered); …the row that points at it… });
// Rendering first keeps the database connection free while sharp works (the embedded database has one);
// saving on the caller's transaction means a failure after it leaves no file behind.
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/executor.ts';
import { NotFoundError } from '../../errors.ts';
import type { PictureSet } from '../../../shared/schemas/media.ts';
import type { MediaRepo, StoredMediaFile } from './media.repo.ts';
import { renderPicture, type PicturePreset, type RenderedPicture } from './picture-render.ts';

export { PICTURE_PRESETS, type PicturePreset, type RenderedPicture } from './picture-render.ts';

/** The bytes of recently served files each process keeps (names never change, so nothing goes stale). */
const SERVED_CACHE_BYTES = 32 * 1024 * 1024;
const SERVED_NAME = /^[A-Za-z0-9_-]{22}-\d{2,4}\.(?:avif|webp|jpg)$/;
/** A file younger than this is never swept: its picture may be on its way to a page (an upload being saved). */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

export function createMediaService(deps: { repo: MediaRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const served = new LRUCache<string, StoredMediaFile>({ maxSize: SERVED_CACHE_BYTES, sizeCalculation: (file) => Math.max(1, file.bytes.length) });

  return {
    /**
     * Checks an upload (JPEG, PNG or WebP, at most 50 megapixels, decodes whole) and renders the preset's
     * sizes as AVIF, WebP and JPEG. Throws a ValidationError on `file` otherwise. Touches no database.
     */
    renderPicture(upload: Buffer, preset: PicturePreset): Promise<RenderedPicture> {
      return renderPicture(upload, preset);
    },

    /** Stores a rendered picture's files on the caller's transaction; answers what a page needs to show it. */
    async savePicture(executor: DbExecutor, rendered: RenderedPicture): Promise<PictureSet> {
      await repo.insertFiles(executor, rendered.files);
      return rendered.picture;
    },

    /** GET /media/{name}: a stored file; NotFoundError when there is none by that name. */
    async getFile(name: string): Promise<StoredMediaFile> {
      if (!SERVED_NAME.test(name)) throw new NotFoundError('media file', name);
      const cached = served.get(name);
      if (cached) return cached;
      const file = await repo.findFile(name);
      if (!file) throw new NotFoundError('media file', name);
      served.set(name, file);
      return file;
    },

    /** The nightly sweep (media.queues.ts): deletes files a day old or more that no page shows; answers how many. */
    sweep(): Promise<number> {
      return repo.deleteUnreferencedBefore(new Date(now().getTime() - SWEEP_AFTER_MS));
    },

    /** How many files are stored (tests: a refused upload leaves none). */
    countFiles: (executor?: DbExecutor) => repo.countFiles(executor),
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
