// The quick-order call (POST /api/quick-order/match) on top of the API client's `call`.
import type { QuickOrderMatchResponse } from '../../../shared/schemas/quick-order.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { EntryLine } from './read-lines.ts';

export function quickOrderApi(api: ApiClient) {
  return {
    match: (lines: EntryLine[]) => api.call<QuickOrderMatchResponse>('POST', '/api/quick-order/match', { lines }),
  };
}
