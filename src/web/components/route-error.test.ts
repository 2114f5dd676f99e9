import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { RouteError } from './route-error.tsx';

/** Server-renders a route whose loader's API call failed with `status`: the document's status and HTML. */
async function renderFailedLoader(status: number, message: string): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '/',
      loader: () => orThrowResponse(Promise.reject(new ApiRequestError(status, { message }))),
      Component: () => null,
      ErrorBoundary: RouteError,
    },
  ]);
  const context = await handler.query(new Request('http://store.test/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false })) };
}

describe('RouteError', () => {
  it('says the store is briefly unavailable, with status 503, when the API answered 503', async () => {
    const page = await renderFailedLoader(503, 'The store is briefly unavailable. Please try again in a moment.');

    expect(page.status).toBe(503);
    expect(page.html).toContain('The store is briefly unavailable.');
    expect(page.html).toContain('Please try again in a moment.');
    expect(page.html).not.toContain('something has gone wrong');
  });

  it('keeps the apology and the status for other failures', async () => {
    const page = await renderFailedLoader(500, 'Sorry, something has gone wrong. Please try again.');

    expect(page.status).toBe(500);
    expect(page.html).toContain('Sorry, something has gone wrong.');
    expect(page.html).not.toContain('briefly unavailable');
  });

  it('shows the not-found page for a 404', async () => {
    const page = await renderFailedLoader(404, 'Not found.');

    expect(page.status).toBe(404);
    expect(page.html).toContain('Page not found');
  });
});
