// Adding or changing a testimonial (spec §3 Testimonial: title, Learn More link, category, name, job
// title, quote). One form for both: a new one has no `testimonial`.
import type { FormEvent } from 'react';
import type { AdminTestimonialJson } from '../../../shared/schemas/admin-content.ts';
import { browserAdminClient } from '../admin-api.ts';
import { contentApi } from './content-api.ts';
import { SaveOutcome, TextAreaField, TextField } from './fields.tsx';
import { useAdminSave } from './use-admin-save.ts';

function bodyOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return { title: text('title'), url: text('url'), category: text('category'), data: { name: text('name'), job_title: text('job_title'), quote: text('quote') } };
}

export function TestimonialForm({ testimonial, idPrefix }: { testimonial?: AdminTestimonialJson; idPrefix: string }) {
  const { errors, status, isBusy, save } = useAdminSave();
  const api = contentApi(browserAdminClient());
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = bodyOf(new FormData(formElement));
    if (testimonial) void save(() => api.testimonials.update(testimonial.id, body), 'The testimonial is saved.');
    else void save(() => api.testimonials.create(body), 'The testimonial is added.').then((isDone) => isDone && formElement.reset());
  }
  const field = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="admin-stack" onSubmit={onSubmit} aria-label={testimonial ? `Change ${testimonial.title}` : 'Add a testimonial'}>
      <TextField id={field('title')} name="title" label="Title" required maxLength={200} defaultValue={testimonial?.title} error={errors.title} />
      <TextField id={field('name')} name="name" label="Name" required maxLength={120} defaultValue={testimonial?.data.name} error={errors['data.name']} />
      <TextField id={field('job')} name="job_title" label="Job title" required maxLength={200} defaultValue={testimonial?.data.job_title} error={errors['data.job_title']} />
      <TextField id={field('category')} name="category" label="Category" required maxLength={60} defaultValue={testimonial?.category} error={errors.category} />
      <TextField id={field('url')} name="url" label="Learn More link (a page of this store, e.g. /about-us)" maxLength={500} defaultValue={testimonial?.url} error={errors.url} />
      <TextAreaField id={field('quote')} name="quote" label="Quote" required rows={3} maxLength={2000} defaultValue={testimonial?.data.quote} error={errors['data.quote']} />
      <button type="submit" className="button button-primary" disabled={isBusy}>
        {testimonial ? 'Save' : 'Add the testimonial'}
      </button>
      <SaveOutcome errors={errors} status={status} />
    </form>
  );
}
