// A back-office form's send (issue #19 content screens): busy while it runs, the server's field messages
// or its message when refused, a status line when done, and the page's data read again.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';

export function useAdminSave() {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [isBusy, setBusy] = useState(false);

  /** Runs `work`; on success shows `done` and reloads the page's data. Answers whether it succeeded. */
  async function save(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setErrors({});
    setStatus('');
    try {
      await work();
      setStatus(done);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setErrors(error instanceof ApiRequestError && error.body.errors ? error.body.errors : { _: apiErrorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { errors, status, isBusy, save };
}
