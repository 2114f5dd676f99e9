// A native modal <dialog> opened and closed by state: focus moves into it, Escape closes it, the page
// behind is inert while it is open, and a click on the backdrop (the dialog element itself, outside
// its content) closes it. Used by the message popup and the cart slider.
import { useEffect, useRef, type DialogHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onClose' | 'onClick' | 'children'> & {
  isOpen: boolean;
  /** Called whenever the dialog closes itself (Escape, backdrop) and when it closes after isOpen turns false. */
  onClose(): void;
  children: ReactNode;
};

export function ModalDialog({ isOpen, onClose, children, ...dialogProps }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      {...dialogProps}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
