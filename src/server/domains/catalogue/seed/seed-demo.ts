import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';

// TODO(#2): the demo catalogue and account.
export async function seedDemoIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
