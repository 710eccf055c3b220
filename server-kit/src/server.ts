/**
 * What the API and the BFF share as HTTP servers (Node only, never the web): the error body every
 * refusal uses, Fastify's timeouts, the answer to malformed HTTP that never reaches Fastify, the
 * request id that follows one request through both, and the metrics token check.
 */
import { timingSafeEqual } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Socket } from 'node:net';
import type { FieldError } from '@ffc/domain/errors';
import { M } from '@ffc/domain/messages';

/** `{ status, error, message, errors }`: the body of every error answer (architecture section 3). */
export function errorBody(status: number, message: string, errors: FieldError[] = []) {
  return { status, error: STATUS_CODES[status] ?? 'Error', message, errors };
}

/** What a 4xx raised by Fastify itself (not by our routes) says, without echoing its internals. */
export function frameworkMessage(status: number, code: string | undefined): string {
  if (status === 413) return M.bodyTooLarge;
  if (status === 414) return M.urlTooLong;
  if (status === 415) return M.unsupportedMediaType;
  if (status === 429) return M.tooManyRequests;
  if (status === 400 && (code === undefined || code.startsWith('FST_ERR_CTP'))) return M.invalidJson;
  return M.badRequest;
}

/**
 * Timeouts that close slow or idle connections (Fastify's requestTimeout is 0, never, by default).
 * Keep-alive outlasts the BFF's pool to the API (30 s), so the API never closes a socket in reuse.
 */
export function serverLimits(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs * 2,
    keepAliveTimeout: 65_000,
    // Node checks the timeouts on this interval (30 s by default), so a short timeout needs a shorter one.
    http: {
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs / 2),
    },
  } as const;
}

/**
 * Malformed HTTP (headers too large, a broken request line, too slow) never reaches Fastify: answered here, in the same
 * body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status, status === 408 ? M.requestTimeout : M.badRequest));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * The id that follows one browser request through the BFF's and the API's logs: the one given
 * (by the trusted proxy, or by the BFF to the API) when it looks like an id, else a new UUID.
 */
export function requestIdFrom(given: string | string[] | undefined, newId: () => string): string {
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : newId();
}

/**
 * The longest request address (path and query) a server reads; a longer one is a 414. Node alone
 * would refuse only past its 16 KiB header limit, with a 431 that names no cause.
 */
export const URL_MAX_LENGTH = 8 * 1024;

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Writes one log line about a recurring failure; `heldBack` counts the occurrences since the previous line. */
export type OutageLine<E> = (latest: E, heldBack: number) => void;

/**
 * Logs a failure that repeats on every request (the database or the API is unreachable) at most
 * once per `everyMs` per kind: during an outage each request would otherwise write its own stack
 * trace, thousands a second, drowning everything else in the log. The first occurrence is written
 * at once; the rest of the window is counted and written as one line when the window ends.
 */
export function outageLog<E>(write: OutageLine<E>, everyMs = 5_000) {
  const kinds = new Map<string, { quietUntil: number; heldBack: number; latest?: E; timer?: NodeJS.Timeout }>();
  return (kind: string, occurrence: E): void => {
    const now = Date.now();
    const state = kinds.get(kind);
    if (!state || (now >= state.quietUntil && !state.timer)) {
      kinds.set(kind, { quietUntil: now + everyMs, heldBack: 0 });
      write(occurrence, 0);
      return;
    }
    state.heldBack++;
    state.latest = occurrence;
    state.timer ??= setTimeout(
      () => {
        state.timer = undefined;
        const { heldBack, latest } = state;
        state.heldBack = 0;
        state.latest = undefined;
        state.quietUntil = Date.now() + everyMs;
        if (latest !== undefined) write(latest, heldBack);
      },
      Math.max(0, state.quietUntil - now),
    );
    // A pending summary must not keep a stopping process alive.
    state.timer.unref();
  };
}

/** Query parameters whose values are secrets (a reset link's token): never written to a log. */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'password',
  'secret',
  'access_token',
  'refresh_token',
]);

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/**
 * Path segments whose next segment is a secret: a shared list's link token (`/shared/{token}` on the
 * site, `/api/shared-lists/{token}` on the API).
 */
export const SECRET_PATH_SEGMENTS: ReadonlySet<string> = new Set(['shared', 'shared-lists']);

/** Route parameters whose values are secrets (`/shared-lists/:token`). */
export const SECRET_ROUTE_PARAMETERS: ReadonlySet<string> = new Set(['token']);

const REDACTED = '[redacted]';

/** A path's percent-escapes decoded where they are valid (`/%73hared` is `/shared`), left as they are where not. */
function decodedPath(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * A path with the segment after each secret-naming segment replaced by `[redacted]`, whatever its
 * spelling: its escapes decoded, any letter case, empty segments (`//`) skipped, as a router might
 * read it. The path logged is the decoded one.
 */
function redactPath(path: string): string {
  let afterSecret = false;
  return decodedPath(path)
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const shown = afterSecret ? REDACTED : segment;
      afterSecret = SECRET_PATH_SEGMENTS.has(segment.toLowerCase());
      return shown;
    })
    .join('/');
}

/**
 * The address as a log may show it: a secret path segment (`SECRET_PATH_SEGMENTS`) and each secret
 * query parameter's value replaced by `[redacted]`.
 */
export function redactUrl(address: string): string {
  const pathEnd = address.indexOf('?');
  const url = pathEnd < 0 ? redactPath(address) : `${redactPath(address.slice(0, pathEnd))}${address.slice(pathEnd)}`;
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_QUERY_PARAMETERS.has(decodedName(pair.slice(0, eq)))
        ? `${pair.slice(0, eq)}=${REDACTED}`
        : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/**
 * The address by the route it resolved to, when that route takes a secret parameter: the route's
 * pattern with each parameter's value, a secret one's redacted, and the query (redacted as any).
 * Undefined for any other route, whose address `redactUrl` redacts by its spelling.
 */
function byRoute(url: string, route: string | undefined, params: unknown): string | undefined {
  if (!route || typeof params !== 'object' || params === null) return undefined;
  const values: Record<string, unknown> = { ...params };
  const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (!names.some((name) => SECRET_ROUTE_PARAMETERS.has(name))) return undefined;
  const path = route.replace(/:(\w+)/g, (_all, name: string) => {
    const value = values[name];
    if (SECRET_ROUTE_PARAMETERS.has(name)) return REDACTED;
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : '';
  });
  const query = url.indexOf('?');
  return redactUrl(query < 0 ? path : `${path}${url.slice(query)}`);
}

/** What the API and the BFF log of a request (Fastify's fields), with the address's secrets redacted. */
export function requestLogFields(request: {
  method?: string | undefined;
  url?: string | undefined;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
  routeOptions?: { url?: string | undefined };
  params?: unknown;
}) {
  const url = request.url;
  return {
    method: request.method,
    url: url === undefined ? undefined : (byRoute(url, request.routeOptions?.url, request.params) ?? redactUrl(url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Helmet's security headers as an onRequest hook, its middleware built once. (The Fastify plugin
 * built it again for every request: parsing the policy each time cost the BFF 3% of its CPU.)
 */
export function securityHeadersHook(options: Readonly<HelmetOptions>) {
  const secure = helmet(options);
  return (request: { raw: IncomingMessage }, reply: { raw: ServerResponse }, done: () => void): void => {
    secure(request.raw, reply.raw, done);
  };
}
