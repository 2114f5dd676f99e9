// spec §2 global message popup: HTML content (sanitised here), an optional Close button, and a
// maximum width of 590, 630 or 641 px. A native modal <dialog>: focus moves into it, Escape
// closes it, and the page behind is inert while it is open.
import { useEffect, useMemo, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { useAppState } from './app-state.tsx';

export function MessagePopup() {
  const { popup, closePopup } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const html = useMemo(() => (popup.isOpen ? sanitizeHtml(popup.html) : ''), [popup.isOpen, popup.html]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (popup.isOpen && !dialog.open) dialog.showModal();
    if (!popup.isOpen && dialog.open) dialog.close();
  }, [popup.isOpen]);

  const maxWidth = popup.options.maxWidth ?? 590;
  return (
    <dialog
      ref={dialogRef}
      className="message-popup"
      style={{ maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` }}
      aria-label="Message"
      onClose={closePopup}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) closePopup();
      }}
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
    </dialog>
  );
}
