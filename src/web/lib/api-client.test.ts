import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiTransport } from './api-client.ts';

type Sent = Parameters<ApiTransport>;

function recordingClient(answer: { status: number; body: unknown }, onJson?: () => void) {
  const sent: Sent[] = [];
  const transport: ApiTransport = async (path, init) => {
    sent.push([path, init]);
    return {
      status: answer.status,
      json: async () => {
        onJson?.();
        return answer.body;
      },
    };
  };
  return { api: createApiClient(transport), sent };
}

describe('search.suggest', () => {
  it('asks GET /api/search/suggest with the text encoded and hands the signal to the transport', async () => {
    const body = { data: { products: [], categories: [] } };
    const { api, sent } = recordingClient({ status: 200, body });
    const controller = new AbortController();
    await expect(api.search.suggest('gloves & gowns', { signal: controller.signal })).resolves.toEqual(body);
    expect(sent[0]?.[0]).toBe('/api/search/suggest?q=gloves%20%26%20gowns');
    expect(sent[0]?.[1].method).toBe('GET');
    expect(sent[0]?.[1].signal).toBe(controller.signal);
  });

  it('rejects, rather than answering nothing, when aborted while the answer is read', async () => {
    const controller = new AbortController();
    const { api } = recordingClient({ status: 200, body: null }, () => controller.abort());
    await expect(api.search.suggest('glo', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends no signal for a call made without one', async () => {
    const { api, sent } = recordingClient({ status: 200, body: { data: [] } });
    await api.catalogue.categories();
    expect(sent[0]?.[1]).not.toHaveProperty('signal');
  });
});
