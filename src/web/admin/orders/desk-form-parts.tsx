// What the order page's forms of lines share (issue #30: 'Dispatch part…', 'Change lines…'): the first
// input focused when the desk opens one, and a field with its message tied to it for screen readers.
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';

/** The form's ref: when `isOpen` turns true, its first input takes the focus (the desk asked for the form). */
export function useFocusWhenOpened(isOpen: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen && !wasOpen.current) formRef.current?.querySelector('input')?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return formRef;
}

/** The id of a field's message, for its aria-describedby. */
export const messageIdOf = (inputId: string) => `${inputId}-error`;

export function FieldMessage({ inputId, message }: { inputId: string; message: string | undefined }) {
  return message ? (
    <span id={messageIdOf(inputId)} className="admin-error">
      {message}
    </span>
  ) : null;
}

type LineFieldProps = { inputId: string; label: string; value: string; onValue: (value: string) => void; error: string | undefined; isNumeric?: boolean; className?: string; inputClassName?: string };

/** A controlled text box with its label and its message (a quantity, a SKU). */
export function LineField({ inputId, label, value, onValue, error, isNumeric, className, inputClassName }: LineFieldProps) {
  return (
    <div className={['admin-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={inputClassName}
        inputMode={isNumeric ? 'numeric' : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageIdOf(inputId) : undefined}
      />
      <FieldMessage inputId={inputId} message={error} />
    </div>
  );
}

type Typed<Body> = { ok: true; body: Body } | { ok: false; errors: Record<string, string> };
type Outcome = { isDone: boolean; errors: Record<string, string> };

/**
 * Sends what the desk typed, once it makes a request: refused before sending, its messages are shown; done,
 * `onDone`; refused by the server, its field messages are keyed back to the form's inputs by `errorsOf`.
 */
export async function sendTyped<Body, Request extends Typed<Body>>(
  request: Request,
  send: (body: Body) => Promise<Outcome>,
  handlers: { onDone: () => void; showErrors: (errors: Record<string, string>) => void; errorsOf: (serverErrors: Record<string, string>, sent: Extract<Request, { ok: true }>) => Record<string, string> },
): Promise<void> {
  if (!request.ok) {
    handlers.showErrors(request.errors);
    return;
  }
  const sent = request as Extract<Request, { ok: true }>;
  const outcome = await send(sent.body);
  if (outcome.isDone) handlers.onDone();
  else handlers.showErrors(handlers.errorsOf(outcome.errors, sent));
}

type OpenedFormProps = {
  className: string;
  formId: string;
  /** The button's words ('Dispatch part…'), and the form's name for screen readers. */
  opener: string;
  label: string;
  isOpen: boolean;
  onToggle: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/** A button that opens and closes its form below it (aria-expanded), the form named for screen readers. */
export function OpenedForm({ className, formId, opener, label, isOpen, onToggle, formRef, onSubmit, children }: OpenedFormProps) {
  return (
    <div className={className}>
      <button type="button" className="button button-secondary" aria-expanded={isOpen} aria-controls={formId} onClick={onToggle}>
        {opener}
      </button>
      {isOpen ? (
        <form ref={formRef} id={formId} className="admin-stack order-ship-form" onSubmit={(event) => void onSubmit(event)} aria-label={label}>
          {children}
        </form>
      ) : null}
    </div>
  );
}
