// `npm run cli -- applications:list`: see applications.ts.
export { runList as run } from './applications.ts';
