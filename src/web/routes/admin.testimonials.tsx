// /admin/testimonials (issue #19 Part 2): customer stories, added, changed and removed.
import type { Route } from './+types/admin.testimonials';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { contentApi } from '../admin/content/content-api.ts';
import { browserAdminClient } from '../admin/admin-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { RemoveButton } from '../admin/content/remove-button.tsx';
import { TestimonialForm } from '../admin/content/testimonial-form.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Testimonials | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: (await orThrowResponse(contentApi(context.get(requestContext).api).testimonials.list())).data };
}

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="admin-testimonials-heading">
      <h1 id="admin-testimonials-heading">Testimonials</h1>
      <section className="admin-panel" aria-labelledby="add-testimonial-heading">
        <h2 id="add-testimonial-heading">Add a testimonial</h2>
        <TestimonialForm idPrefix="new-testimonial" />
      </section>
      {loaderData.testimonials.map((testimonial) => (
        <details key={testimonial.id} className="admin-panel">
          <summary>
            {testimonial.title} <span className="admin-muted">({testimonial.data.name}, {testimonial.category})</span>
          </summary>
          <TestimonialForm testimonial={testimonial} idPrefix={`testimonial-${testimonial.id}`} />
          <RemoveButton what={testimonial.title} remove={() => contentApi(browserAdminClient()).testimonials.remove(testimonial.id)} />
        </details>
      ))}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
