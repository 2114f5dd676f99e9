import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppStateProvider } from '../../lib/app-state.tsx';
import type { PublicConfig } from '../../lib/public-config.ts';
import type { RootData } from '../../lib/root-data.ts';
import { SiteFooter } from './site-footer.tsx';

/** The footer as the server renders it under a root route carrying these settings. */
async function renderFooter(settings: Partial<PublicConfig>): Promise<string> {
  const rootData: RootData = {
    viewer: { isLoggedIn: false, accountNumber: null, accountName: null, role: null, canSwitch: false },
    publicConfig: { publicUrl: '', gstPercent: 15, headerExternalLink: null, socialLinks: [], ...settings },
    csrfToken: '',
    cspNonce: '',
  };
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: () => createElement(AppStateProvider, { isLoggedIn: false, accountNumber: null, cart: null, children: createElement(SiteFooter) }),
    },
  ]);
  const context = await handler.query(new Request('http://store.test/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe('SiteFooter social links (issue #16 item 14)', () => {
  it('shows none unless the merchant set a profile: no link to a network’s home page', async () => {
    const html = await renderFooter({});
    expect(html).not.toContain('social-links');
    expect(html).not.toMatch(/facebook|linkedin|instagram/i);
  });

  it('links each profile set, and only those', async () => {
    const html = await renderFooter({ socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/caresupplyco' }] });
    expect(html).toContain('href="https://www.instagram.com/caresupplyco"');
    expect(html).toContain('Care Supply Co on Instagram (opens in a new tab)');
    expect(html).not.toMatch(/facebook|linkedin/i);
  });
});
