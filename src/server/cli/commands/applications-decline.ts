// `npm run cli -- applications:decline`: see applications.ts.
export { runDecline as run } from './applications.ts';
