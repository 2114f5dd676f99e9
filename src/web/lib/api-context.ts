import { createContext } from 'react-router';
import type { ApiClient } from './api-client.ts';

/** What the server puts in router context for each page request (see src/web/server-handler.ts). */
export type RequestContext = {
  api: ApiClient;
  csrfToken: string;
  cspNonce: string;
};

export const requestContext = createContext<RequestContext>();
