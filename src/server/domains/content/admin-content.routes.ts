// The store's content in the back office (issue #19 Part 2), permission `content`:
// GET|PUT /admin/api/content/notice; GET|POST /admin/api/testimonials, PATCH|DELETE …/{id};
// GET|POST /admin/api/customer-logos, PATCH|DELETE …/{id}; GET /admin/api/content-pages, GET|PUT …/{slug}.
import type { FastifyRequest } from 'fastify';
import type { StoreHttp } from '../../http/route-input.ts';
import { z } from 'zod';
import {
  adminContentPageJsonSchema,
  adminCustomerLogoJsonSchema,
  adminTestimonialJsonSchema,
  contentPageBodySchema,
  contentPageSummarySchema,
  customerLogoBodySchema,
  customerLogoPatchSchema,
  noticeBodySchema,
  noticeResponseSchema,
  pageSlugParamsSchema,
  testimonialBodySchema,
  testimonialPatchSchema,
} from '../../../shared/schemas/admin-content.ts';
import { idParamsSchema } from '../../../shared/schemas/ids.ts';
import { readUpload } from '../../http/read-upload.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import type { ContentAdminService } from './content-admin.service.ts';

const CONTENT = { access: 'staff', permission: 'content' } as const;
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A list kept by staff: GET and POST on `path`, PATCH and DELETE on `path/{id}`. */
type RecordRoutes<Create extends z.ZodType, Patch extends z.ZodType, Json extends z.ZodType> = {
  path: string;
  what: string;
  createBody: Create;
  patchBody: Patch;
  json: Json;
  list: () => Promise<z.infer<Json>[]>;
  create: (request: FastifyRequest, body: z.infer<Create>) => Promise<z.infer<Json>>;
  update: (request: FastifyRequest, id: number, patch: z.infer<Patch>) => Promise<z.infer<Json>>;
  remove: (request: FastifyRequest, id: number) => Promise<void>;
};

function registerRecordRoutes<Create extends z.ZodType, Patch extends z.ZodType, Json extends z.ZodType>(app: StoreHttp, routes: RecordRoutes<Create, Patch, Json>): void {
  const { path, what, json } = routes;
  app.get(path, { config: { ...CONTENT, docs: { summary: `Every ${what.split(' (')[0]}, in order`, response: dataOf(z.array(json)) } } }, async () => ({ data: await routes.list() }));
  app.post(path, { schema: { body: routes.createBody },
    config: { ...CONTENT, docs: { summary: `Add a ${what}, last unless a position is given`, response: dataOf(json), status: 201 } } }, async (request, reply) =>
    // The body is `createBody`'s output; TypeScript cannot follow a generic schema through the type provider.
    reply.code(201).send({ data: await routes.create(request, request.body as z.infer<Create>) }),
  );
  app.patch(`${path}/:id`, { schema: { params: idParamsSchema, body: routes.patchBody },
    config: { ...CONTENT, docs: { summary: `Change a ${what}: the fields sent`, response: dataOf(json) } } }, async (request) => {
    const { id } = request.params;
    return { data: await routes.update(request, id, request.body as z.infer<Patch>) };
  });
  app.delete(`${path}/:id`, { schema: { params: idParamsSchema },
    config: { ...CONTENT, docs: { summary: `Remove a ${what.split(' (')[0]}`, status: 204 } } }, async (request, reply) => {
    await routes.remove(request, request.params.id);
    return reply.code(204).send();
  });
}

export function registerAdminContentRoutes(app: StoreHttp, deps: { contentAdmin: ContentAdminService; audit: Pick<AuditService, 'write'> }): void {
  const { contentAdmin, audit } = deps;

  app.get('/admin/api/content/notice', { config: { ...CONTENT, docs: { summary: 'The notice popup: its Markdown, whether it shows, and its HTML', response: noticeResponseSchema } } }, async () => ({
    data: await contentAdmin.notice(),
  }));
  app.put(
    '/admin/api/content/notice',
    { schema: { body: noticeBodySchema },
      config: { ...CONTENT, docs: { summary: 'Change the notice popup’s text (Markdown) and turn it on or off', response: noticeResponseSchema } } },
    async (request) => ({ data: await contentAdmin.setNotice(staffActor(request.staff), audit.write, request.body) }),
  );

  registerRecordRoutes(app, {
    path: '/admin/api/testimonials',
    what: 'testimonial',
    createBody: testimonialBodySchema,
    patchBody: testimonialPatchSchema,
    json: adminTestimonialJsonSchema,
    list: contentAdmin.listTestimonials,
    create: (request, body) => contentAdmin.createTestimonial(staffActor(request.staff), audit.write, body),
    update: (request, id, patch) => contentAdmin.updateTestimonial(staffActor(request.staff), audit.write, id, patch),
    remove: (request, id) => contentAdmin.deleteTestimonial(staffActor(request.staff), audit.write, id),
  });
  registerRecordRoutes(app, {
    path: '/admin/api/customer-logos',
    what: 'customer logo (its picture a path on this site)',
    createBody: customerLogoBodySchema,
    patchBody: customerLogoPatchSchema,
    json: adminCustomerLogoJsonSchema,
    list: contentAdmin.listLogos,
    create: (request, body) => contentAdmin.createLogo(staffActor(request.staff), audit.write, body),
    update: (request, id, patch) => contentAdmin.updateLogo(staffActor(request.staff), audit.write, id, patch),
    remove: (request, id) => contentAdmin.deleteLogo(staffActor(request.staff), audit.write, id),
  });
  app.post(
    '/admin/api/customer-logos/:id/picture',
    {
      schema: { params: idParamsSchema },
      config: {
        ...CONTENT,
        docs: {
          summary: 'Replace a customer logo’s picture (JPEG, PNG or WebP up to 10 MB), rendered through the media domain',
          upload: { file: { file: true, description: 'The picture' } },
          response: dataOf(adminCustomerLogoJsonSchema),
          errors: { 413: 'The file is larger than 10 MB.' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { bytes } = await readUpload(request);
      return { data: await contentAdmin.setLogoPicture(staffActor(request.staff), audit.write, id, bytes) };
    },
  );

  app.get('/admin/api/content-pages', { config: { ...CONTENT, docs: { summary: 'The footer’s pages', response: dataOf(z.array(contentPageSummarySchema)) } } }, async () => ({
    data: await contentAdmin.listPages(),
  }));
  app.get(
    '/admin/api/content-pages/:slug',
    { schema: { params: pageSlugParamsSchema },
      config: { ...CONTENT, docs: { summary: 'A footer page: its Markdown and its HTML', response: dataOf(adminContentPageJsonSchema) } } },
    async (request) => ({ data: await contentAdmin.page(request.params.slug) }),
  );
  app.put(
    '/admin/api/content-pages/:slug',
    { schema: { params: pageSlugParamsSchema, body: contentPageBodySchema },
      config: { ...CONTENT, docs: { summary: 'Change a footer page’s title, description and Markdown', response: dataOf(adminContentPageJsonSchema) } } },
    async (request) => {
      const { slug } = request.params;
      return { data: await contentAdmin.savePage(staffActor(request.staff), audit.write, slug, request.body) };
    },
  );
}
