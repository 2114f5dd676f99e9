// Stored pictures over the wire (issue #19): saved on the caller's transaction, served for a year.
import { describe, expect, it } from 'vitest';
import { transactOn } from '../../db/executor.ts';
import { samplePicture } from '../../testing/pictures.fixtures.ts';
import { useTestApp } from '../../testing/suite.ts';

describe('GET /media/{name}', () => {
  const testApp = useTestApp(undefined, { runJobs: false });

  it('serves each stored file with its type and a year-long immutable cache, without a session', async () => {
    const { media } = testApp.app.services;
    const rendered = await media.renderPicture(await samplePicture('png'), 'product');
    const picture = await transactOn(testApp.database.db)((tx) => media.savePicture(tx, rendered));
    for (const url of [picture.url, ...picture.sources.map((source) => source.srcset.split(' ')[0]!)]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/(jpeg|avif|webp)$/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.rawPayload.length).toBeGreaterThan(100);
    }
    // Saving the same picture again stores nothing new (the names are the content's).
    const before = await media.countFiles();
    await transactOn(testApp.database.db)((tx) => media.savePicture(tx, rendered));
    expect(await media.countFiles()).toBe(before);
  });

  it('leaves nothing behind when the caller\'s transaction fails after saving', async () => {
    const { media } = testApp.app.services;
    const before = await media.countFiles();
    const rendered = await media.renderPicture(await samplePicture('webp', 700, 500), 'banner');
    await expect(
      transactOn(testApp.database.db)(async (tx) => {
        await media.savePicture(tx, rendered);
        throw new Error('the row that points at it failed');
      }),
    ).rejects.toThrow('failed');
    expect(await media.countFiles()).toBe(before);
    expect((await testApp.app.inject({ method: 'GET', url: rendered.picture.url })).statusCode).toBe(404);
  });

  it('answers 404 for a name that is not stored or not a media name', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAA-640.jpg', 'x.jpg', '..%2Fetc', 'a%00b']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/media/${name}` });
      expect([404, 422], name).toContain(response.statusCode);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA-640.jpg' })).statusCode).toBe(404);
  });
});
