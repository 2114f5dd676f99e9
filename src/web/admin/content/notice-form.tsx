// The notice popup's text (Markdown) and whether it shows (issue #19 Part 2); the preview is the server's HTML.
import type { FormEvent } from 'react';
import type { NoticeJson } from '../../../shared/schemas/admin-content.ts';
import { browserAdminClient } from '../admin-api.ts';
import { contentApi } from './content-api.ts';
import { SaveOutcome, TextAreaField } from './fields.tsx';
import { useAdminSave } from './use-admin-save.ts';

export function NoticeForm({ notice }: { notice: NoticeJson }) {
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { text: String(form.get('text') ?? ''), enabled: form.get('enabled') === 'on' };
    void save(() => contentApi(browserAdminClient()).notice.save(body), 'The notice is saved.');
  }
  return (
    <form className="admin-panel admin-stack" onSubmit={onSubmit} aria-labelledby="notice-heading">
      <h2 id="notice-heading">Notice popup</h2>
      <TextAreaField id="notice-text" name="text" label="Text (Markdown: **bold**, [link](/page))" rows={4} maxLength={1000} defaultValue={notice.text} error={errors.text} />
      <label className="admin-check">
        <input type="checkbox" name="enabled" defaultChecked={notice.enabled} /> Show the notice on the storefront
      </label>
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Save the notice
      </button>
      <SaveOutcome errors={errors} status={status} />
      <div className="admin-preview">
        <h3>As shown</h3>
        {/* Rendered and sanitised by the server (domains/content/markdown.ts). */}
        <div dangerouslySetInnerHTML={{ __html: notice.html }} />
      </div>
    </form>
  );
}
