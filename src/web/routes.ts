import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ADMIN_SCREENS } from '../shared/domains/index.ts';

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
      route('my-account/invoices', 'routes/my-account.invoices.tsx'),
      route('my-account/approvals', 'routes/my-account.approvals.tsx'),
      route('my-account/approvals/:id', 'routes/my-account.approvals.$id.tsx'),
      route('my-account/budgets', 'routes/my-account.budgets.tsx'),
      route('my-account/returns', 'routes/my-account.returns.tsx'),
      route('my-account/returns/:id', 'routes/my-account.returns.$id.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('checkout/confirmation/:id', 'routes/checkout-confirmation.tsx'),
      route('order-history', 'routes/order-history.tsx'),
      route('order-history/:id', 'routes/order-history-detail.tsx'),
      route('order-history/:id/return', 'routes/order-history.$id.return.tsx'),
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
  // A staff member's new password from the link an owner had e-mailed (issue #30 Part 4): no session needed.
  route('admin/set-password/:token', 'routes/admin.set-password.$token.tsx'),
  layout('routes/admin-layout.tsx', { id: 'admin' }, [
    route('admin', 'routes/admin.home.tsx'),
    // The member's own sign-ins and sessions, whatever their role (issue #30 Part 4).
    route('admin/me', 'routes/admin.me.tsx'),
    // Each back-office screen and its pages, as its domain declares them (src/shared/domains/).
    ...ADMIN_SCREENS.flatMap((screen) => screen.routes.map(([path, file]) => route(path, file))),
  ]),
] satisfies RouteConfig;
