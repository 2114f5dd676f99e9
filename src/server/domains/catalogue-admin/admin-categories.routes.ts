// The back office's category tree (issue #19 Part 1): GET|POST /admin/api/categories,
// PATCH /admin/api/categories/{id}, POST /admin/api/categories/{id}/banner (multipart: file).
import type { StoreHttp } from '../../http/route-input.ts';
import {
  adminCategoryParamsSchema,
  adminCategoryResponseSchema,
  adminCategoryTreeResponseSchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
  type AdminCategoryJson,
} from '../../../shared/schemas/admin-categories.ts';
import { NotFoundError } from '../../errors.ts';
import { readUpload } from '../../http/read-upload.ts';
import { staffActor, type AuditService } from '../audit/audit.service.ts';
import type { AdminCategoriesService, AdminCategoryTree } from './admin-categories.service.ts';
import { categoryUrl } from '../catalogue/catalogue.service.ts';
import type { CategoryNode } from '../catalogue/catalogue.types.ts';

const CATALOGUE = { access: 'staff', permission: 'catalogue' } as const;

function toAdminCategoryJson(node: CategoryNode, accountNames: AdminCategoryTree['accountNames']): AdminCategoryJson {
  return {
    id: node.id,
    parent_id: node.parentId,
    title: node.title,
    slug: node.slug,
    path: node.path,
    url: categoryUrl(node.path),
    depth: node.depth,
    position: node.position,
    blurb: node.blurb,
    image: node.image,
    banner_image: node.bannerImage,
    rest_acc: node.restAcc.map((number) => ({ account_number: number, name: accountNames.get(number) ?? null })),
    children: node.children.map((child) => toAdminCategoryJson(child, accountNames)),
  };
}

export function registerAdminCategoriesRoutes(app: StoreHttp, deps: { adminCategories: AdminCategoriesService; audit: Pick<AuditService, 'write'> }): void {
  const { adminCategories, audit } = deps;

  async function answerOne(id: number, message: string) {
    const { roots, accountNames } = await adminCategories.tree();
    const find = (nodes: CategoryNode[]): CategoryNode | undefined => nodes.map((node) => (node.id === id ? node : find(node.children))).find(Boolean);
    const node = find(roots);
    if (!node) throw new NotFoundError('category', id);
    return { data: toAdminCategoryJson(node, accountNames), message };
  }

  app.get('/admin/api/categories', {
    config: { ...CATALOGUE, docs: { summary: 'The whole category tree, with the names of the accounts each is hidden from', response: adminCategoryTreeResponseSchema } },
  }, async () => {
    const { roots, accountNames } = await adminCategories.tree();
    return { data: roots.map((root) => toAdminCategoryJson(root, accountNames)) };
  });

  app.post('/admin/api/categories', {
    schema: { body: createCategoryBodySchema },
    config: { ...CATALOGUE, docs: { summary: 'Add a category (three levels at most)', response: adminCategoryResponseSchema, status: 201 } },
  }, async (request, reply) => {
    const body = request.body;
    const id = await adminCategories.create(staffActor(request.staff), audit.write, body);
    return reply.code(201).send(await answerOne(id, 'The category is added.'));
  });

  app.patch('/admin/api/categories/:id', {
    schema: { params: adminCategoryParamsSchema, body: updateCategoryBodySchema },
    config: {
      ...CATALOGUE,
      docs: { summary: 'Rename, move, reorder, change the blurb or the accounts a category is hidden from', response: adminCategoryResponseSchema },
    },
  }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    await adminCategories.update(staffActor(request.staff), audit.write, id, body);
    return answerOne(id, 'The category is saved.');
  });

  app.post('/admin/api/categories/:id/banner', {
    schema: { params: adminCategoryParamsSchema },
    config: {
      ...CATALOGUE,
      docs: {
        summary: 'Upload a category banner (JPEG, PNG or WebP up to 10 MB; cut to 1280 × 320)',
        upload: { file: { file: true, description: 'The banner picture' } },
        response: adminCategoryResponseSchema,
        errors: { 413: 'The file is larger than 10 MB.' },
      },
    },
  }, async (request) => {
    const { id } = request.params;
    const upload = await readUpload(request);
    await adminCategories.setBanner(staffActor(request.staff), audit.write, id, upload.bytes);
    return answerOne(id, 'The banner is saved.');
  });
}
