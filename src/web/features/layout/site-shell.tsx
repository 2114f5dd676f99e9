// Everything around a page: client state, header, breadcrumb bar, main landmark, footer, and the
// global overlay and popups (spec §2 'Header and global pieces').
import type { ReactNode } from 'react';
import { AppStateProvider } from './app-state.tsx';
import { BreadcrumbBar } from './breadcrumbs.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MessagePopup } from './message-popup.tsx';
import { NoticePopup } from './notice-popup.tsx';
import type { RootData } from './root-data.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteShell(props: { data: RootData | undefined; children: ReactNode }) {
  const viewer = props.data?.viewer ?? { isLoggedIn: false, accountNumber: null, accountName: null };
  return (
    <AppStateProvider
      isLoggedIn={viewer.isLoggedIn}
      accountNumber={viewer.accountNumber}
      isNoticeDismissed={props.data?.isNoticeDismissed}
    >
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NoticePopup />
      <SiteHeader categories={props.data?.categories ?? []} isLoggedIn={viewer.isLoggedIn} />
      <BreadcrumbBar />
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
      <SiteFooter />
      <MessagePopup />
      <LoadingOverlay />
    </AppStateProvider>
  );
}
