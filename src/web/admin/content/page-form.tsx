// A footer page (issue #19 Part 2): its title, description and Markdown; '## Heading {#anchor}' keeps an
// anchor that other pages link to. The preview is the server's HTML of what was last saved.
import type { FormEvent } from 'react';
import type { AdminContentPageJson } from '../../../shared/schemas/admin-content.ts';
import { browserAdminClient } from '../admin-api.ts';
import { contentApi } from './content-api.ts';
import { SaveOutcome, TextAreaField, TextField } from './fields.tsx';
import { useAdminSave } from './use-admin-save.ts';

export function PageForm({ page }: { page: AdminContentPageJson }) {
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    void save(() => contentApi(browserAdminClient()).contentPages.save(page.slug, { title: text('title'), description: text('description'), body: text('body') }), 'The page is saved.');
  }
  return (
    <form className="admin-panel admin-stack" onSubmit={onSubmit} aria-label={`Change ${page.title}`}>
      <TextField id="page-title" name="title" label="Title" required maxLength={120} defaultValue={page.title} error={errors.title} />
      <TextField id="page-description" name="description" label="Description (search engines, and the page's summary)" maxLength={300} defaultValue={page.description} error={errors.description} />
      <TextAreaField id="page-body" name="body" label="Text (Markdown: ## for a section heading, {#name} after it for an anchor)" rows={18} maxLength={20000} defaultValue={page.body} error={errors.body} />
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Save the page
      </button>
      <SaveOutcome errors={errors} status={status} />
      <div className="admin-preview">
        <h3>As shown</h3>
        {/* Rendered and sanitised by the server (domains/content/markdown.ts). */}
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </form>
  );
}
