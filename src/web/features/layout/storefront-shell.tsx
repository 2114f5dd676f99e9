// The storefront shell: everything around a storefront page (client state, header with menus and
// cart, breadcrumb bar, main landmark, footer, the global overlay and popups: spec §2 'Header and
// global pieces'), and the shell's stylesheet. Rendered by routes/storefront-layout.tsx, and by the
// root's ErrorBoundary when the root loader fails (then without data: a guest's header, no menu).
import type { ReactNode } from 'react';
import { PageStylesheet } from '../../styles/page-stylesheet.tsx';
import { STOREFRONT_STYLES } from '../../styles/stylesheets.ts';
import { AppStateProvider } from '../../lib/app-state.tsx';
import { BreadcrumbBar } from './breadcrumbs.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MessagePopup } from './message-popup.tsx';
import { NoticePopup } from './notice-popup.tsx';
import type { RootViewer } from '../../lib/root-data.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { ViewAsBanner } from '../view-as/view-as-banner.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { StorefrontData } from '../../lib/storefront-data.ts';

const GUEST: RootViewer = { isLoggedIn: false, accountNumber: null, accountName: null, role: null, canSwitch: false };

type Props = { viewer: RootViewer | undefined; data: StorefrontData | undefined; children: ReactNode };

export function StorefrontShell({ viewer = GUEST, data, children }: Props) {
  const csrfToken = useRootData()?.csrfToken ?? '';
  return (
    <AppStateProvider
      isLoggedIn={viewer.isLoggedIn}
      accountNumber={viewer.accountNumber}
      cart={data?.cart ?? null}
      isNoticeDismissed={data?.isNoticeDismissed}
    >
      <PageStylesheet sheet={STOREFRONT_STYLES} />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {viewer.viewAs ? <ViewAsBanner viewAs={viewer.viewAs} csrfToken={csrfToken} /> : null}
      <NoticePopup html={data?.noticeHtml ?? null} />
      <SiteHeader categories={data?.categories ?? []} navItems={data?.navItems ?? []} isLoggedIn={viewer.isLoggedIn} />
      <BreadcrumbBar />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MessagePopup />
      <LoadingOverlay />
    </AppStateProvider>
  );
}
