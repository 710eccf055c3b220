/**
 * The plumbing of the BFF's REST client, one instance per GraphQL request: each call typed by the
 * API's own paths (`paths.ts`), sent over the shared undici pool with the browser's cookies and
 * address, every Set-Cookie relayed back, and one refresh after a 401 for the whole GraphQL request.
 * `RestApi` (api.ts) holds one method per REST call on top of it.
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { applySetCookies, cookieHeader, parseCookieHeader, relayable } from './cookies.js';
import { RestError, restErrorBody, TooManyLookupsError, UpstreamUnavailableError } from './errors.js';
import { fillPath, routeOf, type KindRequest, type Method, type PathOf, type RestRequest } from './paths.js';
import type { BrowserRequest, RestTransport } from './transport.js';

export interface Answer {
  status: number;
  body: unknown;
}

/** A call ready to send: its method, its filled path and the route /metrics labels it by, its query and body. */
interface PreparedCall {
  readonly method: Method;
  readonly path: string;
  readonly route: string;
  readonly query: object | undefined;
  readonly body: unknown;
}

export interface SendOptions {
  anonymous?: boolean;
  /** A body sent as it comes (a multipart upload, streamed), instead of `body` as JSON. */
  raw?: { body: Readable; contentType: string; contentLength?: string | undefined };
  /** Longer than the transport's usual wait (an upload's processing). */
  timeoutMs?: number;
}

/** REST calls one GraphQL request may make; past it the request is refused, so no query can fan out. */
export const REST_CALLS_PER_REQUEST = 25;

export interface CallOptions {
  /** False: a 401 is the answer (a login, a logout), no refresh is tried. */
  refresh?: boolean;
  /** Sent without the browser's cookies (public data). */
  anonymous?: boolean;
}

export abstract class RestClient {
  private readonly jar: Map<string, string>;
  private refreshing: Promise<boolean> | undefined;
  private calls = 0;

  constructor(
    protected readonly transport: RestTransport,
    protected readonly browser: BrowserRequest,
  ) {
    this.jar = parseCookieHeader(browser.cookie);
  }

  /** True when this request holds session cookies worth refreshing. */
  get hasSession(): boolean {
    return this.jar.size > 0;
  }

  /**
   * Whether the browser's cookies hold a live session, after the one refresh a 401 allows (whose
   * new cookies then go with the next call): asked before a call whose body cannot be sent twice.
   */
  async signedIn(): Promise<boolean> {
    if (!this.hasSession) return false;
    const answer = await this.send(this.prepared('GET', '/user', {}), {});
    return answer.status === 200 || (answer.status === 401 && (await this.refreshOnce()));
  }

  /**
   * A call of `method` on `path` with what `request` names, its answer parsed with `shape` (or, null,
   * not read): the path, its parameters, query and body are the API's own (`paths.ts`).
   */
  protected call<M extends Method, P extends PathOf<M>, S extends z.ZodType>(
    method: M,
    path: P,
    request: RestRequest<M, P>,
    shape: S,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  protected call<M extends Method, P extends PathOf<M>>(
    method: M,
    path: P,
    request: RestRequest<M, P>,
    shape: null,
    options?: CallOptions,
  ): Promise<undefined>;
  protected call<M extends Method, P extends PathOf<M>>(
    method: M,
    path: P,
    request: RestRequest<M, P>,
    shape: z.ZodType | null,
    options: CallOptions = {},
  ): Promise<unknown> {
    return this.answered(this.prepared(method, path, request), shape, options);
  }

  /**
   * A call every kind makes on its own path (`/${collection}`…): the path and its parameters are
   * checked for every collection, while the query or body, which differs by kind, is the one the
   * kind's own domain schema checked (`KindRequest`).
   */
  protected callKind<M extends Method, P extends PathOf<M>, S extends z.ZodType>(
    method: M,
    path: P,
    request: KindRequest<M, P>,
    shape: S,
  ): Promise<z.output<S>>;
  protected callKind(method: Method, path: string, request: object, shape: z.ZodType): Promise<unknown> {
    return this.answered(this.prepared(method, path, request), shape, {});
  }

  /** A call's answer, after the one refresh a 401 allows: a refusal thrown as a RestError, else parsed. */
  private async answered(call: PreparedCall, shape: z.ZodType | null, options: CallOptions): Promise<unknown> {
    const answer = await this.relay(call, options);
    if (answer.status >= 400) {
      const body = restErrorBody.safeParse(answer.body);
      throw new RestError(
        answer.status,
        body.success ? body.data.message : 'Request failed.',
        body.success ? body.data.errors : [],
      );
    }
    return shape ? shape.parse(answer.body) : undefined;
  }

  /** The call as it is sent: its path filled in, its route for /metrics, its query and body. */
  protected prepared(method: Method, path: string, request: object): PreparedCall {
    const query = 'query' in request && typeof request.query === 'object' && request.query ? request.query : undefined;
    return {
      method,
      path: fillPath(path, 'path' in request ? request.path : undefined),
      route: routeOf(path),
      query,
      body: 'body' in request ? request.body : undefined,
    };
  }

  /** A call's answer as the API gave it, after the one refresh a 401 allows. */
  protected async relay(call: PreparedCall, options: SendOptions & { refresh?: boolean }): Promise<Answer> {
    const answer = await this.send(call, options);
    if (answer.status === 401 && options.refresh !== false && !options.anonymous && (await this.refreshOnce())) {
      return this.send(call, options);
    }
    return answer;
  }

  /** One refresh per GraphQL request, however many resolvers were refused. */
  private refreshOnce(): Promise<boolean> {
    this.refreshing ??= this.send(this.prepared('POST', '/auth/refresh', {}), {}).then(
      (answer) => answer.status === 200,
    );
    return this.refreshing;
  }

  private async send({ method, path, route, query, body }: PreparedCall, options: SendOptions): Promise<Answer> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else if (value != null && value !== '') search.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.browser.clientIp,
      'x-forwarded-proto': this.browser.protocol,
      ...(this.browser.requestId ? { 'x-request-id': this.browser.requestId } : {}),
    };
    if (!options.anonymous && this.jar.size) headers.cookie = cookieHeader(this.jar);
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      if (options.raw.contentLength) headers['content-length'] = options.raw.contentLength;
    } else if (body !== undefined || method === 'POST' || method === 'PUT')
      headers['content-type'] = 'application/json';
    if (++this.calls > REST_CALLS_PER_REQUEST) throw new TooManyLookupsError();
    let response: Dispatcher.ResponseData;
    let text: string;
    const started = performance.now();
    try {
      response = await this.transport.dispatcher.request({
        origin: this.transport.origin,
        path: `${this.transport.basePath}${path}${search.size ? `?${search}` : ''}`,
        method,
        headers,
        // A DELETE carries a body only when it has one (deleting one's account sends the password).
        body: options.raw
          ? options.raw.body
          : method === 'GET' || (method === 'DELETE' && body === undefined)
            ? undefined
            : JSON.stringify(body ?? {}),
        headersTimeout: options.timeoutMs ?? this.transport.timeoutMs,
        bodyTimeout: options.timeoutMs ?? this.transport.timeoutMs,
      });
      this.keepCookies(response.headers['set-cookie']);
      text = await response.body.text();
    } catch {
      // Refused, reset, or too slow to answer: the API is not there for now.
      this.transport.recordCall(method, route, 0, (performance.now() - started) / 1000);
      throw new UpstreamUnavailableError();
    }
    this.transport.recordCall(method, route, response.statusCode, (performance.now() - started) / 1000);
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    return { status: response.statusCode, body: parsed };
  }

  private keepCookies(header: string | string[] | undefined): void {
    if (!header) return;
    const lines = Array.isArray(header) ? header : [header];
    applySetCookies(this.jar, lines);
    this.browser.setCookies.push(...lines.map(relayable));
  }
}
