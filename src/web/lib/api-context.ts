import { createContext } from 'react-router';
import type { SessionJson } from '../../shared/schemas/session.ts';
import type { ApiClient } from './api-client.ts';
import type { PublicConfig } from './public-config.ts';

/** What the server puts in router context for each page request (see src/web/server-handler.ts). */
export type RequestContext = {
  api: ApiClient;
  /**
   * The visitor's session (GET /api/session), asked for at most once per request: the root loader,
   * the storefront shell and the account area's guard all need it, and run at the same time.
   */
  session(): Promise<SessionJson>;
  csrfToken: string;
  cspNonce: string;
  publicConfig: PublicConfig;
};

export const requestContext = createContext<RequestContext>();
