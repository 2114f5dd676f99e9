import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

// TODO(#2): serve the React Router build (server rendering) and static assets.
export async function registerPages(_app: FastifyInstance, _config: AppConfig): Promise<void> {}
