// `npm start`: build the web app when needed, then start the store. Works straight after `npm ci`.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
await import('../src/server/main.ts');
