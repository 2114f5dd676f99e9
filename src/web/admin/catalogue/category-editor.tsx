// The category tree in the back office (issue #19 Part 1): add a category, and for each one change its
// title, address (slug), parent (move, with everything below it), position, blurb, banner and the account numbers it is
// hidden from (rest_acc), whose account names are shown beside them.
import { useState, type FormEvent } from 'react';
import type { AdminCategoryJson, UpdateCategoryBody } from '../../../shared/schemas/admin-categories.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { catalogueApi } from './catalogue-api.ts';
import { adminUpload } from '../admin-upload.ts';
import { FormAlert } from '../form-alert.tsx';
import { FieldError } from './catalogue-notices.tsx';
import { accountNumbersOf, categoryOptions, type CategoryOption } from './catalogue-form-values.ts';

type Errors = Record<string, string>;
type Saved = (message: string) => void;

function errorsOf(error: unknown): Errors {
  return error instanceof ApiRequestError ? { ...error.body.errors, _: error.body.message } : { _: apiErrorMessage(error) };
}

/** The ids of the category and everything below it: where it may not move. */
function subtreeIds(node: AdminCategoryJson): Set<number> {
  return new Set([node.id, ...node.children.flatMap((child) => [...subtreeIds(child)])]);
}

function ParentSelect({ id, options, value, error }: { id: string; options: CategoryOption[]; value: number | null; error?: string }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>Under</label>
      <select id={id} name="parent_id" defaultValue={value ?? ''} aria-describedby={error ? `${id}-error` : undefined}>
        <option value="">Top level</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

export function AddCategoryForm({ tree, onSaved }: { tree: AdminCategoryJson[]; onSaved: Saved }) {
  const [errors, setErrors] = useState<Errors>({});
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const parent = String(fields.get('parent_id') ?? '');
    try {
      const answer = await catalogueApi(browserAdminClient()).categories.create({ title: String(fields.get('title') ?? '').trim(), parent_id: parent ? Number(parent) : null });
      setErrors({});
      form.reset();
      onSaved(answer.message);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }
  return (
    <form className="admin-form admin-panel" onSubmit={(event) => void onSubmit(event)} aria-labelledby="add-category-heading">
      <h2 id="add-category-heading" className="admin-form-title">
        Add a category
      </h2>
      <div className="admin-field">
        <label htmlFor="new-category-title">Title</label>
        <input id="new-category-title" name="title" required maxLength={100} aria-describedby={errors.title ? 'new-category-title-error' : undefined} />
        <FieldError id="new-category-title" message={errors.title} />
      </div>
      <ParentSelect id="new-category-parent" options={categoryOptions(tree).filter((option) => option.depth < 3)} value={null} error={errors.parent_id} />
      <button type="submit" className="button button-primary">
        Add
      </button>
      <FormAlert message={errors._ && !errors.title && !errors.parent_id ? errors._ : undefined} />
    </form>
  );
}

function CategoryEditForm({ node, tree, onSaved }: { node: AdminCategoryJson; tree: AdminCategoryJson[]; onSaved: Saved }) {
  const [errors, setErrors] = useState<Errors>({});
  const excluded = subtreeIds(node);
  const parents = categoryOptions(tree).filter((option) => option.depth < 3 && !excluded.has(option.id));
  const prefix = `category-${node.id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const parent = String(fields.get('parent_id') ?? '');
    const position = Number(fields.get('position'));
    const body: UpdateCategoryBody = {
      title: String(fields.get('title') ?? '').trim(),
      slug: String(fields.get('slug') ?? '').trim(),
      parent_id: parent ? Number(parent) : null,
      position: Number.isInteger(position) ? position : node.position,
      blurb: String(fields.get('blurb') ?? ''),
      rest_acc: accountNumbersOf(String(fields.get('rest_acc') ?? '')),
    };
    try {
      const answer = await catalogueApi(browserAdminClient()).categories.update(node.id, body);
      setErrors({});
      onSaved(`${answer.message} (${answer.data.title})`);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  async function onBanner(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return setErrors({ file: 'Choose a picture to upload.' });
    const body = new FormData();
    body.set('file', file);
    try {
      const answer = await adminUpload<{ message: string }>(`/admin/api/categories/${node.id}/banner`, body);
      setErrors({});
      onSaved(answer.message);
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  const restAccErrors = Object.entries(errors).filter(([key]) => key.startsWith('rest_acc'));
  return (
    <div className="admin-stack">
      <form className="admin-stack" onSubmit={(event) => void onSubmit(event)} aria-label={`Change ${node.title}`}>
        <div className="admin-form">
          <div className="admin-field">
            <label htmlFor={`${prefix}-title`}>Title</label>
            <input id={`${prefix}-title`} name="title" required maxLength={100} defaultValue={node.title} />
          </div>
          <div className="admin-field">
            <label htmlFor={`${prefix}-slug`}>Address (slug)</label>
            <input
              id={`${prefix}-slug`}
              name="slug"
              required
              maxLength={100}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={node.slug}
              aria-describedby={`${prefix}-slug-hint${errors.slug ? ` ${prefix}-slug-error` : ''}`}
            />
            <span id={`${prefix}-slug-hint`} className="admin-muted">
              Lower-case letters, digits and hyphens. The old address sends visitors on to the new one.
            </span>
            <FieldError id={`${prefix}-slug`} message={errors.slug} />
          </div>
          <ParentSelect id={`${prefix}-parent`} options={parents} value={node.parent_id} error={errors.parent_id} />
          <div className="admin-field">
            <label htmlFor={`${prefix}-position`}>Position</label>
            <input id={`${prefix}-position`} name="position" type="number" min={0} step={1} defaultValue={node.position} size={6} />
          </div>
        </div>
        <div className="admin-field">
          <label htmlFor={`${prefix}-blurb`}>Blurb</label>
          <textarea id={`${prefix}-blurb`} name="blurb" rows={3} defaultValue={node.blurb} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${prefix}-rest-acc`}>Hidden from account numbers</label>
          <textarea id={`${prefix}-rest-acc`} name="rest_acc" rows={2} defaultValue={node.rest_acc.map((entry) => entry.account_number).join(', ')} aria-describedby={`${prefix}-rest-acc-names`} />
          <ul id={`${prefix}-rest-acc-names`} className="admin-values" aria-label={`Accounts ${node.title} is hidden from`}>
            {node.rest_acc.length === 0 ? <li>Shown to every account.</li> : null}
            {node.rest_acc.map((entry) => (
              <li key={entry.account_number}>
                {entry.account_number}: {entry.name ?? 'no account has this number'}
              </li>
            ))}
          </ul>
          {restAccErrors.map(([key, message]) => (
            <span key={key} className="admin-error">
              {message}
            </span>
          ))}
        </div>
        <button type="submit" className="button button-primary">
          Save {node.title}
        </button>
        <FormAlert message={errors._ && !errors.parent_id && !errors.slug && restAccErrors.length === 0 && !errors.file ? errors._ : undefined} />
      </form>
      <form className="admin-form admin-upload" onSubmit={(event) => void onBanner(event)} aria-label={`Banner of ${node.title}`}>
        <div className="admin-field">
          <label htmlFor={`${prefix}-banner`}>Banner picture (cut to 1280 × 320)</label>
          <input id={`${prefix}-banner`} name="file" type="file" accept="image/jpeg,image/png,image/webp" />
        </div>
        <button type="submit" className="button">
          Upload banner
        </button>
        {errors.file ? <span className="admin-error">{errors.file}</span> : null}
      </form>
    </div>
  );
}

export function CategoryTreeEditor({ nodes, tree, onSaved }: { nodes: AdminCategoryJson[]; tree: AdminCategoryJson[]; onSaved: Saved }) {
  return (
    <ul className="admin-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          <details>
            <summary>
              {node.title} <span className="admin-muted">/{node.path}</span>
              {node.rest_acc.length > 0 ? <span className="admin-muted"> · hidden from {node.rest_acc.length}</span> : null}
            </summary>
            <CategoryEditForm node={node} tree={tree} onSaved={onSaved} />
          </details>
          {node.children.length > 0 ? <CategoryTreeEditor nodes={node.children} tree={tree} onSaved={onSaved} /> : null}
        </li>
      ))}
    </ul>
  );
}
