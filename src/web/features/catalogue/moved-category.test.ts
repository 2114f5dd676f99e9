// The category page's loader at a path a category has left: the API's 404 names the new path (server test:
// category-redirects.routes.test.ts), and the page answers a 301 there with its query kept.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiTransport } from '../../lib/api-client.ts';
import { requestContext, type RequestContext } from '../../lib/api-context.ts';
import { loader } from '../../routes/category.tsx';

const GUEST_SESSION = { is_logged_in: false } as Awaited<ReturnType<RequestContext['session']>>;

/** The category page's loader for `url`, its API answering `/api/category` with `category`. */
async function loadCategoryPage(url: string, category: { status: number; body: unknown }) {
  const asked: string[] = [];
  const transport: ApiTransport = async (path) => {
    asked.push(path);
    const answer = path.startsWith('/api/category?') ? category : { status: 200, body: { data: [], meta: { total: 0 }, links: {} } };
    return { status: answer.status, json: async () => answer.body };
  };
  const context = new RouterContextProvider();
  context.set(requestContext, {
    api: createApiClient(transport),
    session: async () => GUEST_SESSION,
    csrfToken: '',
    cspNonce: '',
    publicConfig: {} as RequestContext['publicConfig'],
  });
  const splat = new URL(url).pathname.replace(/^\/category\//, '');
  const run = loader({ params: { '*': splat }, request: new Request(url), context } as unknown as Parameters<typeof loader>[0]);
  return { run, asked };
}

const moved = { status: 404, body: { message: 'This category has moved.', moved_to: { id: 5, path: 'gloves-ppe/pads', url: '/category/gloves-ppe/pads' } } };

describe('the category page at an old path', () => {
  it('answers a 301 to the current path, keeping the page and sort of the query', async () => {
    const { run, asked } = await loadCategoryPage('http://store.test/category/continence/pads?page=2&sort_field=title&sort_order=desc', moved);
    const thrown = await run.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/category/gloves-ppe/pads?page=2&sort_field=title&sort_order=desc');
    expect(asked).toContain('/api/category?path=continence%2Fpads');
    expect(asked.some((path) => path.startsWith('/api/products'))).toBe(false);
  });

  it('keeps a plain 404 (unknown, or hidden from the viewer) a 404 page', async () => {
    const { run } = await loadCategoryPage('http://store.test/category/continence/nowhere?page=2', { status: 404, body: { message: 'Not found.' } });
    const thrown = await run.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
