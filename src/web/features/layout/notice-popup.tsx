// spec §2/§3: the dismissible notice (popup_covid) starts open; once dismissed it stays closed for
// the browser session. It sits at the top of the page in the normal flow rather than floating, so
// it never covers a control (or an accessibility check) and the server can render it without any
// layout shift; the server leaves it out once the session cookie says it was dismissed.
// Its text is kept by staff in the back office (issue #19) as Markdown, rendered and sanitised on the
// server: the HTML comes with the storefront shell's data, and none means it is switched off.
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useAppState } from '../../lib/app-state.tsx';

export function NoticePopup({ html }: { html: string | null }) {
  const { isNoticeOpen, dismissNotice } = useAppState();
  if (!isNoticeOpen || !html) return null;
  return (
    <section className="notice-popup" role="dialog" aria-label="Notice">
      <div className="container notice-popup-inner">
        {/* Sanitised on the server (domains/content/markdown.ts): no script or handler survives. */}
        <div className="notice-popup-text" dangerouslySetInnerHTML={{ __html: html }} />
        <button
          type="button"
          className="icon-button notice-popup-close"
          onClick={() => {
            dismissNotice();
            // The notice and this button go: the focus moves on to the page's content (issue #16 item 15).
            document.getElementById('main')?.focus();
          }}
        >
          <CloseIcon />
          <span className="visually-hidden">Dismiss notice</span>
        </button>
      </div>
    </section>
  );
}
