import { createContext } from 'react-router';
import type { ApiClient } from './api-client.ts';
import type { PublicConfig } from './public-config.ts';

/** What the server puts in router context for each page request (see src/web/server-handler.ts). */
export type RequestContext = {
  api: ApiClient;
  csrfToken: string;
  cspNonce: string;
  publicConfig: PublicConfig;
};

export const requestContext = createContext<RequestContext>();
