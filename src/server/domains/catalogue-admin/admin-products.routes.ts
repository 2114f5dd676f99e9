// The back office's products (issue #19 Part 1): GET|POST /admin/api/products, GET|PATCH /admin/api/products/{id},
// POST /admin/api/products/{id}/images (multipart: file, alt?, version?).
import type { StoreHttp } from '../../http/route-input.ts';
import {
  adminProductPageSchema,
  adminProductParamsSchema,
  adminProductResponseSchema,
  adminProductsQuerySchema,
  createProductBodySchema,
  productImageFieldsSchema,
  updateProductBodySchema,
} from '../../../shared/schemas/admin-products.ts';
import { paginationMeta } from '../../../shared/pagination.ts';
import { parseInput } from '../../http/error-handler.ts';
import { readUpload } from '../../http/read-upload.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import { toAdminProductJson, toAdminProductRowJson } from './admin-product-json.ts';
import type { AdminProductsService } from './admin-products.service.ts';

const CATALOGUE = { access: 'staff', permission: 'catalogue' } as const;
const STALE = { 409: 'The product changed since it was read (its version moved on): reload it.' };

export function registerAdminProductsRoutes(app: StoreHttp, deps: { adminProducts: AdminProductsService; audit: Pick<AuditService, 'write'>; lowStockThreshold: number }): void {
  const { adminProducts, audit, lowStockThreshold } = deps;
  const toJson = (product: Parameters<typeof toAdminProductJson>[0]) => toAdminProductJson(product, lowStockThreshold);

  app.get('/admin/api/products', {
    schema: { querystring: adminProductsQuerySchema },
    config: { ...CATALOGUE, docs: {
        summary: 'Products, a page at a time: search, category, on special, active, low stock',
        description: 'low_stock=1: tracked products (stock on hand given) at or below their own low-stock threshold, or the store’s default (LOW_STOCK_THRESHOLD) when they have none; out of stock included. Each row carries its stock on hand and stock_level.',
        response: adminProductPageSchema,
      } },
  }, async (request) => {
    const query = request.query;
    const page = await adminProducts.list(query);
    return { data: page.rows.map((row) => toAdminProductRowJson(row, lowStockThreshold)), meta: paginationMeta(query.page, query.per_page, page.total) };
  });

  app.post('/admin/api/products', {
    schema: { body: createProductBodySchema },
    config: { ...CATALOGUE, docs: { summary: 'Add a product (with its variant matrix)', response: adminProductResponseSchema, status: 201 } },
  }, async (request, reply) => {
    const body = request.body;
    const product = await adminProducts.create(staffActor(request.staff), audit.write, body);
    return reply.code(201).send({ data: toJson(product), message: 'The product is added.' });
  });

  app.get('/admin/api/products/:id', {
    schema: { params: adminProductParamsSchema },
    config: { ...CATALOGUE, docs: { summary: 'One product with every field, its pictures and its variant matrix', response: adminProductResponseSchema } },
  }, async (request) => {
    const { id } = request.params;
    return { data: toJson(await adminProducts.get(id)) };
  });

  app.patch('/admin/api/products/:id', {
    schema: { params: adminProductParamsSchema, body: updateProductBodySchema },
    config: {
      ...CATALOGUE,
      docs: {
        summary: 'Change a product: the fields sent (its stock too), its matrix, its pictures\u2019 order and alt text; carries the version read',
        response: adminProductResponseSchema,
        errors: STALE,
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const product = await adminProducts.update(staffActor(request.staff), audit.write, id, body);
    return { data: toJson(product), message: 'The product is saved.' };
  });

  app.post('/admin/api/products/:id/images', {
    schema: { params: adminProductParamsSchema },
    config: {
      ...CATALOGUE,
      docs: {
        summary: 'Add a picture (JPEG, PNG or WebP up to 10 MB), rendered as AVIF, WebP and JPEG in the pages\u2019 sizes',
        upload: {
          file: { file: true, description: 'The picture' },
          alt: { file: false, description: 'Its alt text (default: the product title)' },
          version: { file: false, description: 'The product version the page read; a stale one is a 409' },
        },
        response: adminProductResponseSchema,
        status: 201,
        errors: { ...STALE, 413: 'The file is larger than 10 MB.' },
      },
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const upload = await readUpload(request);
    const fields = parseInput(productImageFieldsSchema, upload.fields);
    const product = await adminProducts.addImage(staffActor(request.staff), audit.write, id, upload.bytes, fields);
    return reply.code(201).send({ data: toJson(product), message: 'The picture is added.' });
  });
}
