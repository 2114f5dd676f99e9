// spec §2/§3: the dismissible notice (popup_covid) starts open; once dismissed it stays closed for
// the browser session. It sits at the top of the page in the normal flow rather than floating, so
// it never covers a control (or an accessibility check) and the server can render it without any
// layout shift; the server leaves it out once the session cookie says it was dismissed.
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useAppState } from '../../lib/app-state.tsx';

export function NoticePopup() {
  const { isNoticeOpen, dismissNotice } = useAppState();
  if (!isNoticeOpen) return null;
  return (
    <section className="notice-popup" role="dialog" aria-labelledby="notice-popup-title">
      <div className="container notice-popup-inner">
        <p>
          <strong id="notice-popup-title">Delivery times: </strong>
          orders placed before 1pm ship the same day; 1–2 working days to the North Island, 2–3 to the South
          Island. <Link to="/delivery-returns">Delivery details</Link>
        </p>
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
