// What the keys and webhooks screens share (issue #19): a form sent as JSON whose refusal is shown by
// field, a confirmed action on one row, and the screen's one status line, revalidated after a change.
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';

/** A form's submit handler: `send` gets its fields; the server's errors are kept by field ('_' for the whole). */
export function useSentForm(send: (fields: FormData) => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSending, setSending] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setErrors({});
    try {
      await send(new FormData(form));
      form.reset();
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }
  return { errors, isSending, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}

export type Notice = { text: string; isError: boolean } | null;
export type NoticeSink = (text: string, isError?: boolean) => void;

/** The screen's status line; a success reloads the screen's data. */
export function useNotice(): { notice: Notice; onDone: NoticeSink; revalidate: () => void } {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const revalidate = () => void revalidator.revalidate();
  return {
    notice,
    revalidate,
    onDone: (text, isError = false) => {
      setNotice({ text, isError });
      if (!isError) revalidate();
    },
  };
}

/** A row's action after the owner confirms `question`; its outcome goes to the status line. */
export function useConfirmedAction(onDone: NoticeSink) {
  const [isSending, setSending] = useState(false);
  async function run(question: string, action: () => Promise<unknown>, done: string) {
    if (!window.confirm(question)) return;
    setSending(true);
    try {
      await action();
      onDone(done);
    } catch (error) {
      onDone(apiErrorMessage(error), true);
    } finally {
      setSending(false);
    }
  }
  return { isSending, run: (question: string, action: () => Promise<unknown>, done: string) => void run(question, action, done) };
}
