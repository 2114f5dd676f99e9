// `npm run cli -- applications:approve`: see applications.ts.
export { runApprove as run } from './applications.ts';
