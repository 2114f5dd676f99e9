// What the e2e store's setup (e2e/start-server.ts) works with before the store starts: the embedded
// database, opened and migrated once, and the store's services as the CLI builds them on it. Opening
// the embedded database costs seconds, so the twenty setup steps share one (issue #26, CI time).
import type { StoreServices } from '../src/server/assembly/domain.ts';
import type { Database } from '../src/server/db/client.ts';

export type E2eSetup = { database: Database; services: StoreServices };
