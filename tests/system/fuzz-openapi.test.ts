/**
 * Bad requests generated from the API's own OpenAPI document: for every operation it lists, each
 * path parameter, query parameter and body property broken in turn, required fields left out,
 * bodies that are not JSON, wrong content types, over-long addresses and over-large bodies; each
 * sent anonymously and with a session. No answer may be a 5xx, leak a stack trace or SQL, leave
 * the error contract, or carry a status the document does not declare for that operation.
 * Nothing here names a route: new routes are fuzzed as soon as the document lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH } from '@ffc/server-kit/server';
import {
  BAD_IDS,
  BAD_SCALARS,
  BROKEN_JSON,
  inErrorContract,
  LEAKS,
  QUERY_VALUES,
  random,
  type Random,
  WRONG_CONTENT_TYPES,
} from '../support/fuzz.js';
import { startSystem, type System } from '../support/system.js';

const SEED = 20_240_611;
const METRICS_TOKEN = 'fuzz-metrics-token';
const DEMO_PASSWORD = 'demo-password';
/** Requests in flight at once: enough to keep both cores busy, few enough to stay under the connection limits. */
const CONCURRENCY = 6;

/** The part of JSON Schema the document uses that the generator reads. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One request to send, and the operation whose declared answers it must keep to. */
interface Probe {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
  readonly declared: ReadonlySet<string>;
  /** Sent anonymously only (the edge refuses it before any session matters). */
  readonly anonymousOnly?: boolean;
  /** Headers beyond the content type and the session's cookie (the BFF's upload header). */
  readonly headers?: Readonly<Record<string, string>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Methods whose requests carry a body: Fastify reads one whether or not the operation declares it. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The first alternative that is not null: what a valid value of `schema` looks like. */
function mainShape(schema: Schema): Schema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return mainShape(alternatives.find((s) => s.type !== 'null') ?? alternatives[0] ?? {});
  if (schema.allOf?.length) return mainShape(Object.assign({}, ...schema.allOf) as Schema);
  return schema;
}

const typeOf = (schema: Schema): string | undefined => {
  const shape = mainShape(schema);
  return Array.isArray(shape.type) ? shape.type.find((t) => t !== 'null') : shape.type;
};

/**
 * A value `schema` accepts, so that a probe breaks only the one thing it means to break; a whole
 * number is `id` when given (a path id), else the smallest allowed.
 */
function plausible(schema: Schema, id?: number): unknown {
  const shape = mainShape(schema);
  if (shape.const !== undefined) return shape.const;
  if (shape.enum?.length) return shape.enum[0];
  switch (typeOf(shape)) {
    case 'integer':
    case 'number':
      return id ?? shape.minimum ?? (shape.exclusiveMinimum === undefined ? 1 : shape.exclusiveMinimum + 1);
    case 'boolean':
      return shape.default ?? true;
    case 'array':
      return Array.from({ length: shape.minItems ?? 0 }, () => plausible(shape.items ?? {}));
    case 'object':
      return Object.fromEntries((shape.required ?? []).map((key) => [key, plausible(shape.properties?.[key] ?? {})]));
    default:
      if (shape.format === 'email') return 'fuzz.probe@example.org';
      if (shape.format === 'uri') return 'https://example.org/fuzz';
      return 'fuzzprobe'.padEnd(shape.minLength ?? 0, 'z');
  }
}

/** A value of the wrong JSON type for `schema`. */
function wrongTyped(schema: Schema): unknown {
  const type = typeOf(schema);
  if (type === 'string') return 12345;
  if (type === 'object') return 'not an object';
  if (type === 'array') return { not: 'an array' };
  return 'not a number or flag';
}

/** A plausible value as an address carries it: text as it is, numbers and flags as JSON writes them. */
const inAddress = (value: unknown): string =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** A query parameter's value as the address carries it: a repeated key for an array. */
function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(inAddress);
  return value === undefined ? [] : [inAddress(value)];
}

/** Every probe of one operation, derived from its parameters and body schema. */
function probesOf(path: string, method: string, operation: Operation, r: Random, pathId: number): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const declared = new Set(Object.keys(operation.responses));
  const name = `${method.toUpperCase()} ${path}`;

  const goodPath = Object.fromEntries(pathParams.map((p) => [p.name, inAddress(plausible(p.schema ?? {}, pathId))]));
  const goodQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, queryValue(plausible(p.schema ?? {}))]),
  );
  const goodBody = bodySchema ? plausible(bodySchema) : undefined;

  const address = (pathValues: Record<string, string>, query: Record<string, string[]>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => pathValues[key] ?? '');
    const search = Object.entries(query).flatMap(([key, values]) =>
      values.map((value) => `${encodeURIComponent(key)}=${value}`),
    );
    return search.length ? `${filled}?${search.join('&')}` : filled;
  };
  const probe = (parts: {
    path?: Record<string, string>;
    query?: Record<string, string[]>;
    body?: string | null;
    contentType?: string;
    anonymousOnly?: boolean;
  }): Probe => {
    const body =
      parts.body === null ? undefined : (parts.body ?? (goodBody === undefined ? undefined : JSON.stringify(goodBody)));
    return {
      operation: name,
      method: method.toUpperCase(),
      path: address({ ...goodPath, ...parts.path }, { ...goodQuery, ...parts.query }),
      body,
      contentType: parts.contentType ?? (body === undefined ? undefined : 'application/json'),
      declared,
      anonymousOnly: parts.anonymousOnly,
    };
  };

  const probes: Probe[] = [];
  // An empty segment would address another route; every other bad id stays on this one.
  const badIds = BAD_IDS.filter((id) => id !== '');
  for (const param of pathParams) {
    for (const bad of r.sample(badIds, 4)) probes.push(probe({ path: { [param.name]: bad } }));
  }
  for (const param of queryParams) {
    for (const bad of r.sample(QUERY_VALUES, 3)) probes.push(probe({ query: { [param.name]: [bad] } }));
  }
  const shape = bodySchema ? mainShape(bodySchema) : undefined;
  if (shape?.properties && goodBody && typeof goodBody === 'object') {
    for (const [key, property] of Object.entries(shape.properties)) {
      for (const bad of [wrongTyped(property), r.pick(BAD_SCALARS)])
        probes.push(probe({ body: JSON.stringify({ ...goodBody, [key]: bad }) }));
    }
    for (const key of shape.required ?? []) {
      probes.push(
        probe({ body: JSON.stringify(Object.fromEntries(Object.entries(goodBody).filter(([k]) => k !== key))) }),
      );
    }
  }
  if (BODY_METHODS.has(method)) {
    for (const contentType of r.sample(WRONG_CONTENT_TYPES, 2))
      probes.push(probe({ body: 'name=fuzz&<x/>', contentType }));
    for (const broken of r.sample(BROKEN_JSON, 2)) probes.push(probe({ body: broken }));
    probes.push(probe({ body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }) }));
  }
  probes.push(probe({ query: { padding: ['x'.repeat(URL_MAX_LENGTH)] }, anonymousOnly: true }));
  return probes;
}

/** What the BFF's photo edge may answer besides what the API declares: its own refusals of an upload. */
const BFF_EDGE_STATUSES = ['400', '403', '404', '408', '413', '414', '415', '429'];

/**
 * The BFF's REST edge for photos, as the API's document describes what lies behind it: each kind's
 * upload (`POST /uploads/{collection}/{id}/photos`, passed to the API's `POST /api/{collection}/{id}/photos`)
 * and the files (`GET /photos/photos/{photo}/{file}`, from `GET /api/photo-files/photos/{photo}/{file}`),
 * each declaring the API's answers and the edge's own refusals.
 */
function bffPhotoEdge(document: OpenApiDocument): { path: string; method: string; operation: Operation }[] {
  const edge: { path: string; method: string; operation: Operation }[] = [];
  const withEdge = (operation: Operation): Operation => ({
    ...operation,
    responses: { ...operation.responses, ...Object.fromEntries(BFF_EDGE_STATUSES.map((s) => [s, {}])) },
  });
  for (const [path, methods] of Object.entries(document.paths)) {
    const upload = /^\/api(\/\w+\/\{id\}\/photos)$/.exec(path);
    if (upload && methods.post)
      edge.push({ path: `/uploads${upload[1]}`, method: 'post', operation: withEdge(methods.post) });
    if (path === '/api/photo-files/photos/{photo}/{file}' && methods.get)
      edge.push({ path: '/photos/photos/{photo}/{file}', method: 'get', operation: withEdge(methods.get) });
  }
  return edge;
}

/** Multipart bodies broken in the ways a hand-made upload can be, each with its content type. */
const BROKEN_MULTIPART: readonly { body: string; contentType: string }[] = [
  { body: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a photo', contentType: 'multipart/form-data' },
  { body: 'no boundary here at all', contentType: 'multipart/form-data; boundary=b' },
  {
    body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    body: `--b\r\nContent-Disposition: form-data; name="caption"\r\n\r\n${'x'.repeat(10_000)}\r\n--b--\r\n`,
    contentType: 'multipart/form-data; boundary=b',
  },
  { body: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' },
];

/**
 * A signed-in client of the API, cookies kept as a browser keeps them (a refresh rotates them),
 * and signed in again when an answer ends its session (a logout the fuzz happened to send).
 */
class Session {
  private readonly jar = new Map<string, string>();
  id = 0;
  constructor(
    private readonly apiUrl: string,
    readonly username: string,
    private readonly password = DEMO_PASSWORD,
  ) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async login(): Promise<void> {
    this.jar.clear();
    const response = await fetch(`${this.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.username, password: this.password }),
    });
    if (response.status !== 200) throw new Error(`login ${this.username}: ${response.status} ${await response.text()}`);
    this.keep(response);
    const user: unknown = await response.json();
    this.id = typeof user === 'object' && user && 'id' in user && typeof user.id === 'number' ? user.id : 0;
  }

  /** Takes an answer's cookies; answers whether it ended the session (cleared them). */
  keep(response: Response): boolean {
    let ended = false;
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) {
        ended ||= this.jar.delete(name);
      } else {
        this.jar.set(name, value);
      }
    }
    return ended;
  }
}

/**
 * Sends every probe to `origin`, a few at a time, each anonymously or with its session; answers the
 * failures found (a 5xx, a leak, an answer outside the error contract or the operation's declared
 * statuses), how often each status came, and how long it took.
 */
async function sendAll(origin: string, sends: readonly { probe: Probe; session?: Session }[]) {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < sends.length) {
      const index = next++;
      const { probe, session } = sends[index]!;
      const headers: Record<string, string> = { ...probe.headers };
      if (probe.contentType) headers['content-type'] = probe.contentType;
      if (session) headers.cookie = session.cookie;
      const response = await fetch(`${origin}${probe.path}`, { method: probe.method, headers, body: probe.body });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const where = `#${index} ${session?.username ?? 'anonymous'} ${probe.method} ${probe.path.slice(0, 100)} ${probe.body?.slice(0, 100) ?? ''} -> ${response.status}`;
      if (response.status >= 500) failures.push(`5xx: ${where} ${text.slice(0, 200)}`);
      if (LEAKS.test(text)) failures.push(`leak: ${where} ${text.slice(0, 200)}`);
      if (response.status >= 400 && !inErrorContract(response.status, text))
        failures.push(`contract: ${where} ${text.slice(0, 200)}`);
      // A dot segment (`%2e%2e`) is resolved by the client before sending, as the URL standard says:
      // such a request addresses another path, whose statuses are not this operation's.
      const resolved = !/\/(?:\.|%2e){1,2}(?:[/?]|$)/i.test(probe.path);
      if (resolved && !probe.declared.has(String(response.status)) && !probe.declared.has('default')) {
        failures.push(
          `undeclared (${probe.operation} declares ${[...probe.declared].join(', ')}): ${where} ${text.slice(0, 160)}`,
        );
      }
      if (session?.keep(response)) await session.login();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failures, statuses, seconds: (performance.now() - started) / 1000 };
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let system: System;
  let origin: string;
  let document: OpenApiDocument;
  let signedIn: Session[];
  /** Signs in for the probes that could end a session or an account: an account of its own. */
  let throwaway: Session;

  beforeAll(async () => {
    system = await startSystem({
      authRequestsPerMinute: 1_000_000,
      loginFailuresPerWindow: 1_000_000,
      photoAttemptsPerHour: 1_000_000,
      metricsToken: METRICS_TOKEN,
    });
    origin = new URL(system.api.url).origin;
    // The system's own document; api/src/http/openapi.test.ts proves it valid OpenAPI 3.1.
    document = (await (await fetch(`${system.api.url}/openapi.json`)).json()) as OpenApiDocument;
    signedIn = ['member', 'moderator', 'administrator'].map((username) => new Session(system.api.url, username));
    const username = `fuzz${Date.now().toString(36)}`.slice(0, 20);
    const signup = await fetch(`${system.api.url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, email: `${username}@example.org` }),
    });
    expect(signup.status).toBe(201);
    throwaway = new Session(system.api.url, username);
    await Promise.all([...signedIn, throwaway].map((session) => session.login()));
  }, 120_000);
  afterAll(() => system?.close());

  it('answers every malformed request with a declared status, never a 5xx, a leak or a body outside the error contract', async () => {
    const r = random(SEED);
    // Path ids that exist but belong to no session the fuzz relies on: breaking one part of a
    // request must never make the rest of it act on an account the fuzz still needs.
    const pathId = throwaway.id;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHODS.has(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(36);
    const sends: { probe: Probe; session?: Session }[] = [];
    for (const { path, method, operation } of operations) {
      for (const probe of probesOf(path, method, operation, r, pathId)) {
        sends.push({ probe });
        if (!probe.anonymousOnly) sends.push({ probe, session: method === 'delete' ? throwaway : r.pick(signedIn) });
      }
    }

    const { failures, statuses, seconds } = await sendAll(origin, sends);
    console.info(
      `OpenAPI fuzz: ${sends.length} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED});`,
      Object.fromEntries(statuses),
    );

    expect(failures).toEqual([]);
    expect(sends.length).toBeLessThanOrEqual(5_000);
    // The sessions the fuzz relied on came through it whole: nothing it sent changed an account.
    for (const session of signedIn) {
      const me = await fetch(`${system.api.url}/user`, { headers: { cookie: session.cookie } });
      expect(me.status, session.username).toBe(200);
    }
  }, 180_000);

  it("answers every malformed request to the BFF's photo edge as the API's document and the edge declare", async () => {
    const r = random(SEED + 1);
    const edge = bffPhotoEdge(document);
    // Each kind's upload, and the files.
    expect(edge.filter((e) => e.method === 'post').length).toBeGreaterThanOrEqual(3);
    expect(edge.some((e) => e.method === 'get')).toBe(true);
    const fromPage = { 'x-requested-with': 'XMLHttpRequest' };
    const sends: { probe: Probe; session?: Session }[] = [];
    for (const { path, method, operation } of edge) {
      // Id 1, a demo entry of every kind: the probes reach the API behind the edge.
      const probes: Probe[] = probesOf(path, method, operation, r, 1).map((probe) => ({ ...probe, headers: fromPage }));
      if (method === 'post') {
        const base = probes[0]!;
        for (const broken of BROKEN_MULTIPART) probes.push({ ...base, ...broken, headers: fromPage });
        // Without the web app's header, or from another site: refused at the edge.
        probes.push({ ...base, headers: {}, anonymousOnly: true });
        probes.push({ ...base, headers: { ...fromPage, origin: 'https://attacker.example' }, anonymousOnly: true });
      }
      for (const probe of probes) {
        sends.push({ probe });
        if (!probe.anonymousOnly) sends.push({ probe, session: r.pick(signedIn) });
      }
    }
    const { failures, statuses, seconds } = await sendAll(new URL(system.url).origin, sends);
    console.info(
      `BFF photo edge fuzz: ${sends.length} requests over ${edge.length} operations in ${seconds.toFixed(1)} s;`,
      Object.fromEntries(statuses),
    );
    expect(failures).toEqual([]);
    // The BFF is still serving, and the sessions it relayed still work.
    for (const session of signedIn) {
      const me = await fetch(`${system.api.url}/user`, { headers: { cookie: session.cookie } });
      expect(me.status, session.username).toBe(200);
    }
  }, 180_000);
});
