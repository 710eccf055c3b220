/** BFF test support: the real API on a free port, the BFF in front of it, and a cookie-keeping GraphQL client. */
import { mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import { runTempDir, startTestApi } from '@ffc/api/testing';
import type { ApiConfig } from '@ffc/api';
import { loadBffConfig, type BffConfig } from '../src/config.js';
import { buildBff, CSRF_HEADER, type Bff, type BffOptions } from '../src/server.js';
import { applySetCookies } from '../src/rest/cookies.js';
import type { Geocoder } from '../src/geocode/index.js';

export interface Stack {
  readonly api: Awaited<ReturnType<typeof startTestApi>>;
  readonly bff: Bff;
  /** REST calls the BFF made, as "METHOD /path". */
  readonly calls: string[];
  /** The x-request-id each REST call carried, in order. */
  readonly requestIds: (string | undefined)[];
  /** A new browser; `headers` go with each of its requests (e.g. its Accept-Language). */
  client(headers?: Record<string, string>): GraphQLClient;
  /** A new browser per demo username given, each logged in with the demo password, in that order. */
  loggedIn<const U extends readonly string[]>(...usernames: U): Promise<{ [K in keyof U]: GraphQLClient }>;
  close(): Promise<void>;
}

/** The API on PGlite behind a real socket, and the BFF (called in-process) reaching it over HTTP. */
export async function startStack(
  options: {
    api?: Partial<ApiConfig>;
    bff?: Partial<BffConfig>;
    geocoder?: Geocoder;
    /** The clock the API dates access tokens by (`movableClock`), so a test can let one expire at once. */
    clock?: () => number;
    /** Runs before each REST call ("METHOD /path") is sent; the call waits for it. */
    beforeCall?: (call: string) => Promise<void>;
    /** Receives the BFF's log lines (set `bff.logLevel` too). */
    logStream?: BffOptions['logStream'];
  } = {},
): Promise<Stack> {
  const api = await startTestApi('pglite', options.api, { clock: options.clock });
  const calls: string[] = [];
  const requestIds: (string | undefined)[] = [];
  const apiUrl = new URL(api.url);
  // Counts every REST call on its way through the real keep-alive pool.
  const dispatcher: Dispatcher = new Pool(apiUrl.origin).compose((dispatch) => (opts, handler) => {
    const call = `${opts.method} ${String(opts.path).replace(apiUrl.pathname, '')}`;
    calls.push(call);
    requestIds.push((opts.headers as Record<string, string> | undefined)?.['x-request-id']);
    if (!options.beforeCall) return dispatch(opts, handler);
    void options.beforeCall(call).then(() => dispatch(opts, handler));
    return true;
  });
  // Tests count the REST calls each request makes, so answers are not kept unless a test asks (`bff: { responseCache: true }`).
  const bff = await buildBff(
    { ...loadBffConfig({ NODE_ENV: 'test' }), apiUrl: api.url, responseCache: false, ...options.bff },
    { dispatcher, geocoder: options.geocoder, logStream: options.logStream },
  );
  await bff.app.ready();
  return {
    api,
    bff,
    calls,
    requestIds,
    client: (headers) => new GraphQLClient(bff.app, headers),
    async loggedIn(...usernames) {
      const clients = usernames.map(() => new GraphQLClient(bff.app));
      for (const [i, username] of usernames.entries()) await clients[i]!.login(username);
      // One client per username, in its order: the tuple's type, which Array.map cannot state.
      return clients as { [K in keyof typeof usernames]: GraphQLClient };
    },
    async close() {
      await bff.app.close();
      await api.close();
    },
  };
}

/** The id of the demo business a search for `name` finds first (read as anyone would, through the BFF). */
export async function demoBusinessId(client: GraphQLClient, name: string): Promise<number> {
  const found = await client.run<{ businesses: { content: { id: number }[] } }>(
    'query ($name: String) { businesses(filter: { searchText: $name }) { content { id } } }',
    { name },
  );
  const id = found.data?.businesses.content[0]?.id;
  if (id === undefined) throw new Error(`no demo business found for ${name}`);
  return id;
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors:
    | {
        message: string;
        extensions: { code: string; status?: number; fieldErrors?: { field: string; message: string }[] };
      }[]
    | undefined;
  setCookies: string[];
}

/** A browser-like GraphQL client: keeps cookies, sends the CSRF header. */
export class GraphQLClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  async run<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...this.headers,
        'content-type': 'application/json',
        [CSRF_HEADER]: '1',
        ...(cookie ? { cookie } : {}),
      },
      payload: { query, variables },
    });
    const raw = response.headers['set-cookie'];
    const setCookies = raw == null ? [] : Array.isArray(raw) ? raw : [raw];
    applySetCookies(this.cookies, setCookies);
    const body = response.json();
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors, setCookies };
  }

  async login(username: string, password = 'demo-password') {
    const answer = await this.run(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { id username roles } }',
      { u: username, p: password },
    );
    if (answer.errors) throw new Error(`login failed: ${JSON.stringify(answer.errors)}`);
    return answer;
  }
}

/**
 * A folder that looks like a built web app (a shell page, a script with its Brotli copy), for the
 * static-serving tests; removed with the run's other temporary folders when the run ends.
 */
export async function fakeWebDist(): Promise<string> {
  const dir = await runTempDir('ffc-web-');
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8" />\n</head><body><div id="root"></div>app shell</body></html>',
  );
  await mkdir(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  await writeFile(path.join(dir, 'assets', 'app-1234.js'), script);
  await writeFile(path.join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  // The build's table of each page's own chunks (web/build/page-chunks.ts), for the preload hints.
  await mkdir(path.join(dir, '.vite'));
  await writeFile(
    path.join(dir, '.vite', 'page-chunks.json'),
    JSON.stringify({ businesses: ['assets/app-1234.js'], about: ['../secret.js'] }),
  );
  return dir;
}
