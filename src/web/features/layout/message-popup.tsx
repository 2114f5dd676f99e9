// spec §2 global message popup: HTML content (sanitised here), an optional Close button, and a
// maximum width of 590, 630 or 641 px, in a modal dialog.
import { useMemo } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from '../../lib/app-state.tsx';

export function MessagePopup() {
  const { popup, closePopup } = useAppState();
  const html = useMemo(() => (popup.isOpen ? sanitizeHtml(popup.html) : ''), [popup.isOpen, popup.html]);

  const maxWidth = popup.options.maxWidth ?? 590;
  return (
    <ModalDialog
      isOpen={popup.isOpen}
      onClose={closePopup}
      className="message-popup"
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` }}
      aria-label="Message"
    >
      <div className="message-popup-body">
        <div className="message-popup-content" dangerouslySetInnerHTML={{ __html: html }} />
        {popup.options.hasCloseButton !== false && (
          <button type="button" className="button button-primary" onClick={closePopup}>
            Close
          </button>
        )}
      </div>
      <button type="button" className="icon-button message-popup-x" onClick={closePopup}>
        <CloseIcon />
        <span className="visually-hidden">Close message</span>
      </button>
    </ModalDialog>
  );
}
