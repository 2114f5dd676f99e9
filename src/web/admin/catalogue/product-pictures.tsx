// A product's pictures in the back office (issue #19): upload (JPEG, PNG or WebP up to 10 MB), then order
// them, choose the primary (the first), change alt text or remove one, and save that order. Each carries the
// version the page holds, like the details form.
import { useState, type FormEvent } from 'react';
import type { AdminProductJson } from '../../../shared/schemas/admin-products.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';
import { browserAdminClient } from '../admin-api.ts';
import { catalogueApi } from './catalogue-api.ts';
import { adminUpload } from '../admin-upload.ts';
import { FormAlert } from '../form-alert.tsx';

type Props = {
  product: AdminProductJson;
  version: number;
  onSaved: (product: AdminProductJson, message: string) => void;
  onStale: () => void;
};

type Picture = { url: string; alt: string };

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ProductPictures({ product, version, onSaved, onStale }: Props) {
  const [pictures, setPictures] = useState<Picture[]>(() => product.images.map(({ url, alt }) => ({ url, alt })));
  const [error, setError] = useState('');
  const [isSending, setSending] = useState(false);

  async function send(work: () => Promise<{ data: AdminProductJson; message: string }>) {
    setSending(true);
    setError('');
    try {
      const answer = await work();
      setPictures(answer.data.images.map(({ url, alt }) => ({ url, alt })));
      onSaved(answer.data, answer.message);
      return true;
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409) onStale();
      else setError(failure instanceof ApiRequestError ? Object.values(failure.body.errors ?? {})[0] ?? failure.body.message : apiErrorMessage(failure));
      return false;
    } finally {
      setSending(false);
    }
  }

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError('Choose a picture to upload.');
      return;
    }
    const body = new FormData();
    body.set('alt', String(form.get('alt') ?? ''));
    body.set('version', String(version));
    body.set('file', file);
    if (await send(() => adminUpload(`/admin/api/products/${product.id}/images`, body))) formElement.reset();
  }

  const saveOrder = () => void send(() => catalogueApi(browserAdminClient()).products.update(product.id, { version, images: pictures }));
  const isChanged = JSON.stringify(pictures) !== JSON.stringify(product.images.map(({ url, alt }) => ({ url, alt })));

  return (
    <section className="admin-panel admin-stack" aria-labelledby="product-pictures-heading">
      <h2 id="product-pictures-heading">Pictures</h2>
      {pictures.length === 0 ? <p>No pictures yet.</p> : null}
      <ol className="admin-pictures">
        {pictures.map((picture, index) => (
          <li key={picture.url} className="admin-picture">
            <img src={picture.url} alt="" width={96} height={96} />
            <div className="admin-stack">
              <span>{index === 0 ? 'Primary picture' : `Picture ${index + 1}`}</span>
              <div className="admin-field">
                <label htmlFor={`picture-alt-${index}`}>Alt text</label>
                <input
                  id={`picture-alt-${index}`}
                  value={picture.alt}
                  maxLength={200}
                  onChange={(event) => setPictures(pictures.map((candidate, at) => (at === index ? { ...candidate, alt: event.target.value } : candidate)))}
                />
              </div>
              <div className="admin-inline">
                {index > 0 ? (
                  <>
                    <button type="button" className="button" onClick={() => setPictures(move(pictures, index, 0))}>
                      Make picture {index + 1} primary
                    </button>
                    <button type="button" className="button" onClick={() => setPictures(move(pictures, index, index - 1))}>
                      Move picture {index + 1} up
                    </button>
                  </>
                ) : null}
                <button type="button" className="button" onClick={() => setPictures(pictures.filter((_, at) => at !== index))}>
                  Remove picture {index + 1}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {isChanged ? (
        <button type="button" className="button button-primary" disabled={isSending} onClick={saveOrder}>
          Save the pictures
        </button>
      ) : null}
      <form className="admin-form admin-upload" onSubmit={(event) => void onUpload(event)} aria-label="Upload a picture">
        <div className="admin-field">
          <label htmlFor="picture-file">Picture (JPEG, PNG or WebP, up to 10 MB)</label>
          <input id="picture-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" />
        </div>
        <div className="admin-field">
          <label htmlFor="picture-alt">Alt text</label>
          <input id="picture-alt" name="alt" maxLength={200} />
        </div>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {isSending ? 'Uploading…' : 'Upload picture'}
        </button>
      </form>
      <FormAlert message={error} />
    </section>
  );
}
