import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

const contentPages = [
  'support-education',
  'delivery-returns',
  'faqs',
  'privacy-policy',
  'terms-conditions',
  'about-us',
  'suppliers',
  'sustainability-and-ethics',
  'contact-us',
];

// Pages sit in a shell (a layout route with its own header, loader and stylesheet): the storefront
// shell for the shop, and inside it the account area for signed-in pages, guarded once by its layout.
export default [
  layout('routes/storefront-layout.tsx', { id: 'storefront' }, [
    // spec §2: '/', '/home', '/statics/home' and any path starting with 'products' are the home page.
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias' }),
    route('statics/home', 'routes/home.tsx', { id: 'statics-home' }),
    route('products/*', 'routes/home.tsx', { id: 'products-home' }),
    route('category/*', 'routes/category.tsx'),
    route('product/:slug', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('new-arrivals', 'routes/new-arrivals.tsx'),
    route('specials', 'routes/specials.tsx'),
    route('login', 'routes/login.tsx'),
    route('password/reset', 'routes/password-reset.tsx'),
    route('password/reset/:token', 'routes/password-reset-token.tsx'),
    route('invitation/:token', 'routes/invitation.tsx'),
    route('email/confirm/:token', 'routes/email-confirm.tsx'),
    route('register', 'routes/register.tsx'),
    route('newsletter/:kind/:token', 'routes/newsletter.tsx'),
    ...contentPages.map((page) => route(page, 'routes/content-page.tsx', { id: `content-${page}` })),

    // The account area: guests are sent to /login. Add each signed-in page here, and its link to
    // features/layout/account-links.ts (the My Account dropdown and the mobile menu).
    layout('routes/account-layout.tsx', { id: 'account' }, [
      route('my-account', 'routes/my-account.tsx'),
      route('my-account/switch', 'routes/my-account.switch.tsx'),
      route('my-account/users', 'routes/my-account.users.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('checkout/confirmation/:id', 'routes/checkout-confirmation.tsx'),
      route('order-history', 'routes/order-history.tsx'),
      route('order-history/:id', 'routes/order-history-detail.tsx'),
      route('fast-orders', 'routes/fast-orders.tsx'),
      route('fast-orders/:id', 'routes/fast-orders.$id.tsx'),
      route('quick-order', 'routes/quick-order.tsx'),
      route('resident-orders', 'routes/resident-orders.tsx'),
      route('resident-orders/settings', 'routes/resident-orders.settings.tsx'),
      route('resident-orders/cost-report', 'routes/resident-orders.cost-report.tsx'),
    ]),

    route('*', 'routes/not-found.tsx'),
  ]),

  // The Resident Tracker's print view (spec §2, opened in a new tab): outside the storefront shell, with
  // its own A4 sheet and the account area's sign-in guard (its route module's middleware).
  route('resident-orders/print/:residentId', 'routes/resident-orders.print.tsx'),

  // The back office (issue #17): its own shell and code (web/admin/), outside the storefront, which never
  // loads it. Sign-in stands alone; every other page sits in the shell, whose guard needs a staff session.
  route('admin/login', 'routes/admin.login.tsx'),
  layout('routes/admin-layout.tsx', { id: 'admin' }, [
    route('admin', 'routes/admin.home.tsx'),
    route('admin/staff', 'routes/admin.staff.tsx'),
    route('admin/audit', 'routes/admin.audit.tsx'),
    // Orders (issue #17 Part 6): list, detail and the printable packing slip.
    route('admin/orders', 'routes/admin.orders.tsx'),
    route('admin/orders/:id', 'routes/admin.orders.$id.tsx'),
    route('admin/orders/:id/packing-slip', 'routes/admin.orders.$id.packing-slip.tsx'),
    // customer-screens: trade applications, customer accounts, address change requests
    route('admin/applications', 'routes/admin.applications.tsx'),
    route('admin/applications/:id', 'routes/admin.applications.$id.tsx'),
    route('admin/accounts', 'routes/admin.accounts.tsx'),
    route('admin/accounts/:id', 'routes/admin.accounts.$id.tsx'),
    route('admin/address-requests', 'routes/admin.address-requests.tsx'),
    // content-import: the catalogue CSV and the store's content (issue #19)
    route('admin/catalogue-import', 'routes/admin.catalogue-import.tsx'),
    route('admin/content', 'routes/admin.content.tsx'),
    route('admin/content-pages/:slug', 'routes/admin.content-pages.$slug.tsx'),
    route('admin/testimonials', 'routes/admin.testimonials.tsx'),
    route('admin/customer-logos', 'routes/admin.customer-logos.tsx'),
    // catalogue-admin (issue #19): products, their pictures and the category tree.
    route('admin/products', 'routes/admin.products.tsx'),
    route('admin/products/new', 'routes/admin.products.new.tsx'),
    route('admin/products/:id', 'routes/admin.products.$id.tsx'),
    route('admin/categories', 'routes/admin.categories.tsx'),
    // Integrations (issue #19 Part 3): API keys, webhooks and a webhook's delivery log.
    route('admin/api-keys', 'routes/admin.api-keys.tsx'),
    route('admin/webhooks', 'routes/admin.webhooks.tsx'),
    route('admin/webhooks/:id', 'routes/admin.webhooks.$id.tsx'),
  ]),
] satisfies RouteConfig;
