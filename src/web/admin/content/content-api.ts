// The store content's calls (issue #19 Part 2): the notice popup, testimonials, customer logos and the
// footer's pages.
import type {
  AdminContentPageJson,
  AdminCustomerLogoJson,
  AdminTestimonialJson,
  ContentPageBody,
  ContentPageSummaryJson,
  CustomerLogoBody,
  CustomerLogoPatch,
  NoticeBody,
  NoticeJson,
  TestimonialBody,
  TestimonialPatch,
} from '../../../shared/schemas/admin-content.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { adminUploadFile } from '../admin-upload.ts';

export function contentApi(api: ApiClient) {
  return {
    notice: {
      get: () => api.call<{ data: NoticeJson }>('GET', '/admin/api/content/notice'),
      save: (body: NoticeBody) => api.call<{ data: NoticeJson }>('PUT', '/admin/api/content/notice', body),
    },
    testimonials: {
      list: () => api.call<{ data: AdminTestimonialJson[] }>('GET', '/admin/api/testimonials'),
      create: (body: Omit<TestimonialBody, 'files'>) => api.call<{ data: AdminTestimonialJson }>('POST', '/admin/api/testimonials', body),
      update: (id: number, patch: TestimonialPatch) => api.call<{ data: AdminTestimonialJson }>('PATCH', `/admin/api/testimonials/${id}`, patch),
      remove: (id: number) => api.call<undefined>('DELETE', `/admin/api/testimonials/${id}`),
    },
    customerLogos: {
      list: () => api.call<{ data: AdminCustomerLogoJson[] }>('GET', '/admin/api/customer-logos'),
      create: (body: Omit<CustomerLogoBody, 'files'>) => api.call<{ data: AdminCustomerLogoJson }>('POST', '/admin/api/customer-logos', body),
      update: (id: number, patch: CustomerLogoPatch) => api.call<{ data: AdminCustomerLogoJson }>('PATCH', `/admin/api/customer-logos/${id}`, patch),
      remove: (id: number) => api.call<undefined>('DELETE', `/admin/api/customer-logos/${id}`),
    },
    contentPages: {
      list: () => api.call<{ data: ContentPageSummaryJson[] }>('GET', '/admin/api/content-pages'),
      get: (slug: string) => api.call<{ data: AdminContentPageJson }>('GET', `/admin/api/content-pages/${encodeURIComponent(slug)}`),
      save: (slug: string, body: ContentPageBody) => api.call<{ data: AdminContentPageJson }>('PUT', `/admin/api/content-pages/${encodeURIComponent(slug)}`, body),
    },
  };
}

/** A customer logo's new picture. */
export const uploadLogoPicture = (id: number, file: File) => adminUploadFile<{ data: AdminCustomerLogoJson }>(`/admin/api/customer-logos/${id}/picture`, file);
