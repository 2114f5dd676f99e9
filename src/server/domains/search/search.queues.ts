// The search domain's job queue (settings: jobs/queues.ts).
import { defineQueue } from '../../jobs/queues.ts';

/**
 * The spelling vocabulary rebuilt after a catalogue write (data: {}; search-words.ts). 'stately':
 * one job waits at a time, so a burst of writes makes one rebuild, and one runs at a time. A failure is
 * tried again for about an hour; after that the next write queues it anew.
 */
export const searchWordsRebuildQueue = defineQueue('search-words-rebuild', {
  policy: 'stately',
  retryLimit: 8,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 300,
});
