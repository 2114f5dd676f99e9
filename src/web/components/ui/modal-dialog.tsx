// A native modal <dialog> opened and closed by state: focus moves into it, Escape closes it, the page
// behind is inert while it is open, and a click on the backdrop (the dialog element itself, outside
// its content) closes it. However it closes, the focus goes back to the control that opened it
// (focus-return.ts, issue #16 item 15). Used by every popup: the message popup, the cart slider and
// the popup forms (form-dialog.tsx).
import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';
import { noteOpener, returnFocus, trackFocus, type FocusOrigin } from './focus-return.ts';

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onClick' | 'children'> & {
  isOpen: boolean;
  /** Called whenever the dialog closes itself (Escape, backdrop) and when it closes after isOpen turns false. */
  onClose(): void;
  children: ReactNode;
};

export function ModalDialog({ isOpen, onClose, children, ...dialogProps }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<FocusOrigin | null>(null);

  useEffect(() => trackFocus(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = noteOpener(dialog);
      dialog.showModal();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      {...dialogProps}
      onClose={() => {
        onClose();
        // The 'close' event comes after the dialog closed, and after the change that closed it was drawn
        // (a removed row is usually gone by then; focus-return.ts follows one removed just after).
        returnFocus(opener.current, dialogRef.current ?? undefined);
        opener.current = null;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
