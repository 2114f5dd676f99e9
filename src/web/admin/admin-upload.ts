// A file sent to the back office (issue #19: pictures, banners, logos, a CSV) as multipart/form-data, with
// the back office's CSRF token (its XSRF-TOKEN cookie, Path=/admin, comes first). The API client sends
// JSON only, so uploads have this one helper.
import { ApiRequestError } from '../lib/api-client.ts';

function csrfToken(): string | undefined {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined;
}

/** POSTs `form` to `path`; the answer's JSON, or an ApiRequestError with the server's `{message, errors}`. */
export async function adminUpload<T>(path: string, form: FormData): Promise<T> {
  const token = csrfToken();
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { 'x-xsrf-token': token } : {}) },
  });
  const payload = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
  if (response.status >= 400) {
    const message = response.status === 413 ? 'The file is larger than 10 MB.' : (payload?.message ?? 'Sorry, something has gone wrong.');
    throw new ApiRequestError(response.status, { message, ...(payload?.errors ? { errors: payload.errors } : {}) });
  }
  return payload as T;
}

/** POSTs one file as the form's `file` field (a catalogue CSV, a customer logo's picture). */
export function adminUploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return adminUpload<T>(path, form);
}
