import { type RouteConfig, index, route } from '@react-router/dev/routes';

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

export default [
  // spec §2: '/', '/home', '/statics/home' and any path starting with 'products' are the home page.
  index('routes/home.tsx'),
  route('home', 'routes/home.tsx', { id: 'home-alias' }),
  route('statics/home', 'routes/home.tsx', { id: 'statics-home' }),
  route('products/*', 'routes/home.tsx', { id: 'products-home' }),
  route('category/*', 'routes/category.tsx'),
  route('product/:slug', 'routes/product.tsx'),
  route('search', 'routes/search.tsx'),
  route('login', 'routes/login.tsx'),
  route('password/reset', 'routes/password-reset.tsx'),
  route('password/reset/:token', 'routes/password-reset-token.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/confirmation/:id', 'routes/checkout-confirmation.tsx'),
  route('order-history', 'routes/order-history.tsx'),
  route('order-history/:id', 'routes/order-history-detail.tsx'),
  ...contentPages.map((page) => route(page, 'routes/content-page.tsx', { id: `content-${page}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
