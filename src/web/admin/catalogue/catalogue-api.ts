// The catalogue screens' calls (issue #19): products and the category tree. Pictures and banners are
// uploads (admin-upload.ts).
import type { AdminCategoryJson, CreateCategoryBody, UpdateCategoryBody } from '../../../shared/schemas/admin-categories.ts';
import type { AdminProductJson, AdminProductPage, CreateProductBody, UpdateProductBody } from '../../../shared/schemas/admin-products.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminQuery, type AdminDecision } from '../admin-api.ts';

export type AdminProductListParams = Partial<Record<'q' | 'category_id' | 'on_sale' | 'active' | 'low_stock' | 'page' | 'per_page', string>>;

export function catalogueApi(api: ApiClient) {
  return {
    products: {
      list: (params: AdminProductListParams) => api.call<AdminProductPage>('GET', `/admin/api/products${adminQuery(params)}`),
      get: (id: string) => api.call<{ data: AdminProductJson }>('GET', `/admin/api/products/${encodeURIComponent(id)}`),
      create: (body: CreateProductBody) => api.call<AdminDecision<AdminProductJson>>('POST', '/admin/api/products', body),
      update: (id: number, body: UpdateProductBody) => api.call<AdminDecision<AdminProductJson>>('PATCH', `/admin/api/products/${id}`, body),
    },
    categories: {
      tree: () => api.call<{ data: AdminCategoryJson[] }>('GET', '/admin/api/categories'),
      create: (body: Partial<CreateCategoryBody>) => api.call<AdminDecision<AdminCategoryJson>>('POST', '/admin/api/categories', body),
      update: (id: number, body: UpdateCategoryBody) => api.call<AdminDecision<AdminCategoryJson>>('PATCH', `/admin/api/categories/${id}`, body),
    },
  };
}
