// Pages: the React Router app rendered inside Fastify. The server imports nothing from src/web
// except the built page handler (build/server/index.js, whose entry is src/web/server-handler.ts);
// in dev it loads that same module through Vite. Each page request gets an API client backed by
// app.inject, carrying the visitor's session cookie, so rendering makes no network hop.
import { readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { AppConfig } from '../config.ts';
import { INTERNAL_VIEWER_HEADER, SESSION_COOKIE } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders the page for this request. For a route that shares its path with a page
     * (spec §2: GET /cart is the cart page, and GET /cart?ajax=1 the header widget's JSON).
     * Absent when pages are off (API tests).
     */
    renderPage?: (request: FastifyRequest, reply: FastifyReply, area?: PageArea) => Promise<FastifyReply>;
  }
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_BUILD_FILE = path.join(REPO_ROOT, 'build/server/index.js');
const CLIENT_BUILD_DIR = path.join(REPO_ROOT, 'build/client');
const DEV_HANDLER_MODULE = '/src/web/server-handler.ts';

// The contract with src/web/server-handler.ts (PageContext there), restated because the server may
// not import web code; keep the two in step.
type ApiTransport = (
  path: string,
  init: { method: string; body?: string; headers: Record<string, string> },
) => Promise<{ status: number; json(): Promise<unknown> }>;
export type PageContext = { transport: ApiTransport; csrfToken: string; cspNonce: string; publicConfig: PublicConfig };
export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;
/**
 * A page of an area with its own session (the back office, http/admin-session.ts): its CSRF token, and
 * its cookies as they stand for this request (one may have been minted just now) for the page's API calls.
 */
export type PageArea = { csrfToken: string; cookies: Record<string, string> };
type PageHandlerModule = { createPageHandler(): PageHandler };

/** The only settings the browser sees (CONVENTIONS §6): an explicit pick, never the whole config. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    gstPercent: config.gstPercent,
    headerExternalLink: config.headerExternalLink,
    socialLinks: [...config.socialLinks],
  };
}

/** JSON endpoints answer their own 404s; pages never render under these. */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function pathnameOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

export type RegisterPagesOptions = {
  /** Tests: render with this handler instead of the build or Vite (no static files either). */
  pageHandler?: PageHandler;
};

export async function registerPages(app: FastifyInstance, config: AppConfig, options: RegisterPagesOptions = {}): Promise<void> {
  const { pageHandler } = options;
  const getHandler = pageHandler
    ? async () => pageHandler
    : config.isDevServer
      ? await mountViteDevServer(app)
      : await loadBuiltPages(app);
  const publicConfig = publicConfigOf(config);

  async function renderPage(request: FastifyRequest, reply: FastifyReply, area?: PageArea) {
    const handler = await getHandler();
    const handoffKey = app.internalViewerHandoff.open(request);
    reply.raw.once('close', () => app.internalViewerHandoff.close(handoffKey));
    const response = await handler(toWebRequest(request, reply), {
      transport: injectTransport(app, request, handoffKey, area?.cookies ?? {}),
      csrfToken: area?.csrfToken ?? request.csrfToken,
      cspNonce: request.cspNonce,
      publicConfig,
    });
    return sendWebResponse(request, reply, response);
  }
  app.decorate('renderPage', renderPage);

  // GET also answers HEAD (Fastify's exposeHeadRoutes); React Router sends no body for HEAD.
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    if (isApiPath(pathnameOf(request.url))) return reply.callNotFound();
    return renderPage(request, reply);
  });
}

/** Production: the built handler plus build/client (hashed /assets/* cached for a year). */
async function loadBuiltPages(app: FastifyInstance): Promise<() => Promise<PageHandler>> {
  try {
    await stat(SERVER_BUILD_FILE);
  } catch {
    throw new Error(`The web app is not built (${SERVER_BUILD_FILE} is missing). Run "npm run build", or start with "npm start", which builds when needed.`);
  }
  const module = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as PageHandlerModule;
  const handler = module.createPageHandler();

  await app.register(fastifyStatic, {
    root: CLIENT_BUILD_DIR,
    prefix: '/',
    // One route per file found at start-up, so the page catch-all keeps every other path.
    wildcard: false,
    index: false,
    // vite.config.ts writes .br and .gz beside each text file.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashed = path.relative(CLIENT_BUILD_DIR, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return async () => handler;
}

/** Dev (`npm run dev`): Vite in middleware mode serves modules and public files; pages load per request. */
async function mountViteDevServer(app: FastifyInstance): Promise<() => Promise<PageHandler>> {
  const { createServer, isRunnableDevEnvironment } = await import('vite');
  const vite = await createServer({
    root: REPO_ROOT,
    appType: 'custom',
    // Hot reload over Fastify's own server: no second port to collide with another dev server.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());

  const publicDir = path.join(REPO_ROOT, 'public');
  const publicFiles = new Set(
    readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
  const isVitePath = (pathname: string) =>
    pathname.startsWith('/@') ||
    pathname.startsWith('/src/') ||
    pathname.startsWith('/node_modules/') ||
    pathname.startsWith('/__vite') ||
    publicFiles.has(pathname);

  app.addHook('onRequest', (request, reply, done) => {
    if (!isVitePath(pathnameOf(request.url))) return done();
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  });

  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable SSR environment');
  let cached: { module: PageHandlerModule; handler: PageHandler } | undefined;
  return async () => {
    // The module runner re-evaluates the module after an edit; a new module gets a new handler.
    const module = (await ssr.runner.import(DEV_HANDLER_MODULE)) as PageHandlerModule;
    if (cached?.module !== module) cached = { module, handler: module.createPageHandler() };
    return cached.handler;
  };
}

/** The session helper may have minted a guest sid on this very request: send that one, not the old cookie. */
function cookieHeaderFor(request: FastifyRequest, current: Record<string, string>): string | undefined {
  const replaced = new Set([SESSION_COOKIE, ...Object.keys(current)]);
  const others = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !replaced.has(part.split('=', 1)[0] ?? ''));
  const own = Object.entries(current).map(([name, value]) => `${name}=${value}`);
  const all = [...(request.sessionToken ? [`${SESSION_COOKIE}=${request.sessionToken}`] : []), ...own, ...others];
  return all.length > 0 ? all.join('; ') : undefined;
}

function injectTransport(app: FastifyInstance, request: FastifyRequest, handoffKey: string, current: Record<string, string>): ApiTransport {
  const cookie = cookieHeaderFor(request, current);
  const userAgent = request.headers['user-agent'];
  return async (apiPath, init) => {
    const response = await app.inject({
      method: init.method as InjectOptions['method'],
      url: apiPath,
      headers: {
        ...init.headers,
        [INTERNAL_VIEWER_HEADER]: handoffKey,
        ...(cookie ? { cookie } : {}),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      payload: init.body,
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, json: async () => response.json() };
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  // A visitor who goes away stops the render.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/** HTML and data answers are compressed as they stream; each chunk is flushed so streaming still works. */
function compressorFor(request: FastifyRequest, response: Response) {
  const type = response.headers.get('content-type') ?? '';
  if (response.headers.has('content-encoding') || !/^(text\/|application\/json)/.test(type)) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', stream: createGzip({ flush: zlibConstants.Z_SYNC_FLUSH }) };
  return null;
}

function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const compressor = compressorFor(request, response);
  if (!compressor) return reply.send(body);
  reply.header('content-encoding', compressor.encoding);
  reply.header('vary', 'Accept-Encoding');
  reply.removeHeader('content-length');
  pipeline(body, compressor.stream, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'page stream failed');
  });
  return reply.send(compressor.stream);
}
