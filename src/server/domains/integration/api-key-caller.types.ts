import type { ApiKeyScope } from '../../../shared/schemas/integration.ts';

/** The API key of an integration request (`request.apiKey`), checked live: its id, name and scopes. */
export type ApiKeyCaller = { id: number; name: string; scopes: readonly ApiKeyScope[] };
