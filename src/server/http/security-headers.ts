import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

// TODO(#2): CSP, frame-ancestors, nosniff, referrer policy.
export async function registerSecurityHeaders(_app: FastifyInstance, _config: AppConfig): Promise<void> {}
