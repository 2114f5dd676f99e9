import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

// TODO(#2): per address and per email limits on sign-in and password reset.
export async function registerRateLimits(_app: FastifyInstance, _config: AppConfig): Promise<void> {}
