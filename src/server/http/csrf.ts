import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

// TODO(#2): session-bound CSRF tokens.
export async function registerCsrf(_app: FastifyInstance, _config: AppConfig): Promise<void> {}
