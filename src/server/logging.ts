/** What services and jobs log through (Fastify's logger fits); they know nothing of Fastify. */
export type ServiceLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

// Issue #26 item 6: logs never carry a query value or a header that names a key, token, secret, password or
// code. One rule, applied by the logger itself: the request's URL is logged with such query values masked,
// the headers that carry them are censored wherever a log line holds headers, and a URL written into a
// message (Fastify's 'Route GET:/x?key=… not found') is masked the same way; so is a path parameter named so.

export const REDACTED = '[redacted]';

/** The words of a name that make its value secret ('api_key', 'X-Api-Key', 'accessToken', 'recovery_code'). */
const SECRET_WORDS = new Set(['key', 'apikey', 'token', 'secret', 'password', 'passwd', 'pwd', 'code', 'auth', 'authorization', 'cookie', 'session', 'signature', 'sig', 'otp', 'csrf', 'xsrf', 'jwt', 'credential', 'credentials']);

/** Whether a query parameter or header named so carries something secret: one of its words is a secret word. */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_WORDS.has(word));
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

// A query parameter in a URL or in text: after '?' or '&', a name, '=', and its value up to the next '&',
// '#', space or quote.
const QUERY_PARAMETER = /([?&])([^=&#\s"'?]+)=([^&#\s"']*)/g;

/** The text (a URL, or a message holding one) with every secret-named query value masked. */
export function maskQueryValues(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PARAMETER, (parameter, separator: string, name: string) =>
    isSecretName(decodedName(name)) ? `${separator}${name}=${REDACTED}` : parameter,
  );
}

/** The headers that carry a secret, however a log line holds headers (pino redact paths). */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'x-xsrf-token', 'x-csrf-token'];
const HEADER_HOLDERS = ['req.headers', 'res.headers', 'headers', 'request.headers', 'reply.headers', 'err.headers'];

type RequestLike = { method?: string; url?: string; params?: unknown; host?: string; ip?: string; socket?: { remotePort?: number } };

/** The request's URL as logged: secret query values masked, and a path parameter named so ('/api/invitations/:token') too. */
function loggedUrl(request: RequestLike): string | undefined {
  if (typeof request.url !== 'string') return undefined;
  let url = maskQueryValues(request.url);
  if (request.params && typeof request.params === 'object') {
    for (const [name, value] of Object.entries(request.params)) {
      if (!isSecretName(name) || typeof value !== 'string' || value === '') continue;
      url = url.replaceAll(encodeURIComponent(value), REDACTED).replaceAll(value, REDACTED);
    }
  }
  return url;
}

/** Logger options (pino's, as Fastify takes them) that keep secrets out of every line. */
export function redactingLoggerOptions() {
  return {
    redact: { paths: HEADER_HOLDERS.flatMap((holder) => SECRET_HEADERS.map((header) => `${holder}["${header}"]`)), censor: REDACTED },
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskQueryValues(arg) : arg)));
      },
    },
  };
}
