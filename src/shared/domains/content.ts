// The store's content: the notice, pages, testimonials and customer logos.
import { declareDomain } from './declaration.ts';

export const contentDeclaration = declareDomain({
  name: 'content',
  owns: ['content.ts'],
  permissions: [
    { name: 'content', words: 'change the store’s content', roles: ['owner', 'staff'] },
  ],
  screens: [
    {
      group: 'Content',
      to: '/admin/content',
      rank: 1,
      label: 'Content',
      permission: 'content',
      pages: ['/admin/content-pages'],
      routes: [
        ['admin/content', 'routes/admin.content.tsx'],
        ['admin/content-pages/:slug', 'routes/admin.content-pages.$slug.tsx'],
      ],
    },
    {
      group: 'Content',
      to: '/admin/testimonials',
      rank: 2,
      label: 'Testimonials',
      permission: 'content',
      routes: [
        ['admin/testimonials', 'routes/admin.testimonials.tsx'],
      ],
    },
    {
      group: 'Content',
      to: '/admin/customer-logos',
      rank: 3,
      label: 'Customer logos',
      permission: 'content',
      routes: [
        ['admin/customer-logos', 'routes/admin.customer-logos.tsx'],
      ],
    },
  ],
});
