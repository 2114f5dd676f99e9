// Customer logos (spec §3: title, type, picture): add one, replace its picture (uploaded through the
// media domain), rename it, remove it.
import { useRef, type FormEvent } from 'react';
import type { AdminCustomerLogoJson } from '../../../shared/schemas/admin-content.ts';
import { browserAdminClient } from '../admin-api.ts';
import { contentApi, uploadLogoPicture } from './content-api.ts';
import { SaveOutcome, TextField } from './fields.tsx';
import { RemoveButton } from './remove-button.tsx';
import { useAdminSave } from './use-admin-save.ts';

export function AddLogoForm() {
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const picture = form.get('file');
    void save(async () => {
      const { data } = await contentApi(browserAdminClient()).customerLogos.create({ title: String(form.get('title') ?? ''), type: String(form.get('type') ?? '') });
      if (picture instanceof File && picture.size > 0) await uploadLogoPicture(data.id, picture);
    }, 'The logo is added.').then((isDone) => isDone && formElement.reset());
  }
  return (
    <form className="admin-form admin-panel" onSubmit={onSubmit} aria-labelledby="add-logo-heading">
      <h2 id="add-logo-heading" className="admin-wide">
        Add a logo
      </h2>
      <TextField id="logo-title" name="title" label="Customer" required maxLength={120} error={errors.title} />
      <TextField id="logo-type" name="type" label="Customer type" required maxLength={60} error={errors.type} />
      <TextField id="logo-file" name="file" type="file" label="Picture (JPEG, PNG or WebP)" accept="image/jpeg,image/png,image/webp" error={errors.file} />
      <button type="submit" className="button button-primary" disabled={isBusy}>
        Add the logo
      </button>
      <SaveOutcome errors={errors} status={status} />
    </form>
  );
}

function ReplacePicture({ logo }: { logo: AdminCustomerLogoJson }) {
  const input = useRef<HTMLInputElement>(null);
  const { errors, status, isBusy, save } = useAdminSave();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) void save(() => uploadLogoPicture(logo.id, file), `The picture of ${logo.title} is replaced.`);
  }
  return (
    <form className="admin-form" onSubmit={onSubmit}>
      <label htmlFor={`logo-picture-${logo.id}`}>New picture for {logo.title}</label>
      <input id={`logo-picture-${logo.id}`} ref={input} type="file" accept="image/jpeg,image/png,image/webp" required />
      <button type="submit" className="button" disabled={isBusy}>
        Replace
      </button>
      <SaveOutcome errors={errors.file ? { _: errors.file } : errors} status={status} />
    </form>
  );
}

export function LogoRows({ logos }: { logos: AdminCustomerLogoJson[] }) {
  const api = contentApi(browserAdminClient());
  return (
    <section aria-labelledby="logo-list-heading">
      <h2 id="logo-list-heading">Logos, in the order the storefront shows them</h2>
      <ul className="admin-cards">
        {logos.map((logo) => (
          <li key={logo.id} className="admin-panel admin-stack" aria-label={logo.title}>
            {logo.files[0] ? <img src={logo.files[0].path} alt="" width={120} height={48} className="admin-logo" /> : <span className="admin-muted">No picture yet</span>}
            <p>
              <strong>{logo.title}</strong> <span className="admin-muted">{logo.type}</span>
            </p>
            <ReplacePicture logo={logo} />
            <RemoveButton what={logo.title} remove={() => api.customerLogos.remove(logo.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
