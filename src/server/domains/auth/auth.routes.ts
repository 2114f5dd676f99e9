import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(_app: FastifyInstance, _deps: { auth: AuthService; config: AppConfig }): void {}
