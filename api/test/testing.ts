/**
 * Test support shared by the API and BFF suites: a fresh database per suite (in-memory PGlite, or
 * a database of its own on TEST_DATABASE_URL's server), the API built on it, and a cookie-keeping
 * client.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import type { Clock } from '../src/credentials/tokens.js';
import { createApi, startApi, type RunningApi, type StartOptions } from '../src/index.js';
import { loadApiConfig, type ApiConfig } from '../src/config.js';
import type { ApiContext } from '../src/context.js';
import type { Database } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
// Also declares what the global setups provide to `inject`, in every workspace that imports this file.
import type { PgliteTemplates } from './pglite-templates.js';
import { databaseUrl, onServer, type PostgresTemplates } from './postgres-templates.js';

export type { PostgresTemplates };

const run = promisify(execFile);

export type DatabaseEngine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_ENGINES: DatabaseEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function testConfig(overrides: Partial<ApiConfig> = {}): Promise<ApiConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-api-test-'));
  return {
    ...loadApiConfig({ NODE_ENV: 'test' }),
    dataDir,
    demoData: true,
    authSecret: 'test-secret-' + randomUUID(),
    port: 0,
    authRequestsPerMinute: 10_000,
    ...overrides,
  };
}

/**
 * A fresh database on the given engine: empty, or `seeded` as a suite's API would seed it. On PGlite
 * a copy of a data folder the global setup seeded once (see pglite-templates.ts), removed on close;
 * on PostgreSQL a database of its own, created from a template the global setup seeded
 * (postgres-templates.ts) and dropped on close.
 */
export async function openTestDatabase(engine: DatabaseEngine, seeded?: 'demo' | 'reference'): Promise<Database> {
  if (engine === 'pglite') {
    // A project without the global setup has no templates: its API seeds the empty database.
    const templates = pgliteTemplates();
    const template = seeded && templates?.[seeded];
    if (!template) return openPglite();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ffc-pglite-'));
    const db = await openTemplateCopy(template, path.join(dir, 'pglite'));
    return {
      ...db,
      async close() {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const server = process.env.TEST_DATABASE_URL!;
  const name = `ffc_test_${randomUUID().replace(/-/g, '')}`;
  const templates: PostgresTemplates | undefined = inject('postgresTemplates');
  const template = seeded && templates?.[seeded];
  await onServer(server, (admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const db = await openPostgres(databaseUrl(server, name), { max: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** The run's seeded PGlite folders, when the project has the global setup that makes them. */
const pgliteTemplates = (): PgliteTemplates | undefined => inject('pgliteTemplates');

/**
 * A temporary folder inside the run's template folder, which the global setup removes when the run
 * ends; in the system's temporary folder when there is none (a project without that setup).
 */
export function runTempDir(prefix: string): Promise<string> {
  const templates = pgliteTemplates();
  return mkdtemp(path.join(templates ? path.dirname(templates.ready) : os.tmpdir(), prefix));
}

/** PGlite on a copy of the data folder `template`, made at `dir`. */
async function openTemplateCopy(template: string, dir: string): Promise<Database> {
  await copyFolder(template, dir);
  return openPglite(dir);
}

// The system's cp: node's fs.cp walks the folder's thousand files in JavaScript, at ten times the CPU.
const copyFolder = (from: string, to: string) => run('cp', ['-R', from, to]);

/**
 * PGlite in `dir`, a data folder as the API keeps one: a copy of the database seeded with the demo
 * data when the global setup made one, else empty (the API seeds it as it starts).
 */
export async function openDemoPglite(dir: string): Promise<Database> {
  const templates = pgliteTemplates();
  return templates ? openTemplateCopy(templates.demo, dir) : openPglite(dir);
}

/**
 * For an API started as its own process on DATA_DIR `dataDir`: puts a copy of the demo database
 * where it keeps PGlite (`dataDir/pglite`) when the global setup made one, so the process opens
 * it seeded instead of migrating and seeding an empty one. Without one it leaves `dataDir` as it is.
 */
export async function copyDemoPglite(dataDir: string): Promise<void> {
  const templates = pgliteTemplates();
  if (templates) await copyFolder(templates.demo, path.join(dataDir, 'pglite'));
}

/** Ids of countries ('US') and states ('US/OR') by ISO code, e.g. `isoIds(db, { usa: 'US', oregon: 'US/OR' })`. */
export async function isoIds<K extends string>(db: Database, codes: Record<K, string>): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  for (const [key, code] of Object.entries(codes) as [K, string][]) {
    const [country, state] = code.split('/');
    const [row] = state
      ? await db.query<{ id: number }>(
          'SELECT s.id FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = $1 AND s.iso_code = $2',
          [country, state],
        )
      : await db.query<{ id: number }>('SELECT id FROM countries WHERE iso_code = $1', [country]);
    if (!row) throw new Error(`no country or state ${code}`);
    ids[key] = row.id;
  }
  return ids;
}

export interface TestApi {
  readonly app: FastifyInstance;
  readonly ctx: ApiContext;
  readonly db: Database;
  client(): TestClient;
  close(): Promise<void>;
}

/** The API on a fresh database, called in-process (app.inject). */
export async function buildTestApi(
  engine: DatabaseEngine,
  overrides: Partial<ApiConfig> = {},
  options: StartOptions = {},
): Promise<TestApi> {
  const config = await testConfig(overrides);
  const db = await openTestDatabase(engine, config.demoData ? 'demo' : 'reference');
  const { app, ctx } = await createApi(config, db, options);
  await app.ready();
  return {
    app,
    ctx,
    db,
    client: () => new TestClient(app),
    async close() {
      try {
        await app.close();
        await db.close();
      } finally {
        await rm(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The API listening on a free port, for suites that talk HTTP to it (the BFF's). */
export async function startTestApi(
  engine: DatabaseEngine = 'pglite',
  overrides: Partial<ApiConfig> = {},
  options: StartOptions = {},
): Promise<RunningApi> {
  const config = await testConfig(overrides);
  const db = await openTestDatabase(engine, config.demoData ? 'demo' : 'reference');
  const api = await startApi(config, db, options);
  return {
    ...api,
    async close() {
      try {
        await api.close();
      } finally {
        await rm(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A clock that keeps time with the real one until a test moves it on: token expiry without sleeping. */
export function movableClock(): { readonly now: Clock; advance(ms: number): void } {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms) {
      ahead += ms;
    },
  };
}

export interface CallOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** A browser-like client: keeps the cookies the API sets and sends them back. */
/** A café in Portland, Oregon (the ids from isoIds), with any fields overridden. */
export const portlandBusiness = (ids: { usa: number; oregon: number }, fields: Record<string, unknown> = {}) => ({
  name: 'Clear Air Cafe',
  description: 'Unscented soap, no candles.',
  businessType: { id: 2 },
  city: 'Portland',
  state: { id: ids.oregon },
  country: { id: ids.usa },
  website: 'https://clearair.example.org',
  ...fields,
});

/** The three demo people logged in on `api`, and the ids of the USA and Oregon (where tests add places). */
export async function demoPeople(api: TestApi) {
  const [member, moderator, administrator] = [api.client(), api.client(), api.client()];
  await member.login('member');
  await moderator.login('moderator');
  await administrator.login('administrator');
  return { member, moderator, administrator, places: await isoIds(api.db, { usa: 'US', oregon: 'US/OR' }) };
}

/** Adds a Portland café as `client` and answers its id. */
export async function addPortlandBusiness(
  client: TestClient,
  ids: { usa: number; oregon: number },
  fields: Record<string, unknown> = {},
): Promise<number> {
  const response = await client.post('/businesses', portlandBusiness(ids, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, body?: unknown, options?: CallOptions) =>
    this.call('POST', url, { ...options, body: body ?? {} });
  put = (url: string, body?: unknown, options?: CallOptions) => this.call('PUT', url, { ...options, body: body ?? {} });
  delete = (url: string, options?: CallOptions) => this.call('DELETE', url, options);

  async login(username: string, password = 'demo-password'): Promise<LightMyRequestResponse> {
    const response = await this.post('/auth/login', { username, password });
    if (response.statusCode !== 200)
      throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}

/**
 * Sends a request whose body never finishes (a slow client holding a connection) and answers what
 * the server said before closing it, and after how many milliseconds.
 */
export async function sendUnfinishedBody(port: number, path: string): Promise<{ answer: string; afterMs: number }> {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  const answer = await new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"unfinished":`,
    );
  });
  return { answer, afterMs: Date.now() - started };
}

/** A message in the outbox, its body opened (null once sent: a sent message keeps no body). */
export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string | null;
}

/**
 * The mail queued to `to` whose subject starts with `subjectStart`, newest first, bodies opened:
 * the one way tests read mail. Mail may be queued after the API has answered (forgot-password),
 * so this waits until there is some.
 */
export async function waitForMail(
  ctx: Pick<ApiContext, 'db' | 'mailer'>,
  to: string,
  subjectStart = '',
  timeoutMs = 10_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await ctx.db.query<{ id: number; to_address: string; subject: string; body: string | null }>(
      'SELECT id, to_address, subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) AND starts_with(subject, $2) ORDER BY id DESC',
      [to, subjectStart],
    );
    if (found.length > 0)
      return found.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        text: m.body === null ? null : ctx.mailer.open(m.to_address, m.body),
      }));
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} (subject ${JSON.stringify(subjectStart)}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The token in the newest email-confirmation mail to `to`, once it has been queued. */
export async function waitForConfirmationToken(ctx: Pick<ApiContext, 'db' | 'mailer'>, to: string): Promise<string> {
  const [mail] = await waitForMail(ctx, to, 'Confirm your');
  const link = mail?.text?.match(/\/confirm-email\?token=(\S+)/);
  if (!link) throw new Error(`no confirmation link in the mail to ${to}`);
  return decodeURIComponent(link[1]!);
}

/** Follows the confirmation link mailed to a new account's `email`, as its owner would: its reviews count from then on. */
export async function confirmMailedAddress(api: Pick<TestApi, 'ctx' | 'client'>, email: string): Promise<void> {
  const answer = await api
    .client()
    .post('/auth/confirm-email', { token: await waitForConfirmationToken(api.ctx, email) });
  if (answer.statusCode !== 200) throw new Error(`confirming ${email} failed: ${answer.statusCode} ${answer.body}`);
}

/** The link's token in the newest reset mail to `to`, once it has been queued. */
export async function waitForResetToken(ctx: Pick<ApiContext, 'db' | 'mailer'>, to: string): Promise<string> {
  const [mail] = await waitForMail(ctx, to, 'Choose a new');
  const link = mail?.text?.match(/\/reset-password\?token=(\S+)/);
  if (!link) throw new Error(`no reset link in the mail to ${to}`);
  return decodeURIComponent(link[1]!);
}
export * from './push-service.js';
