/**
 * `npm run bench`: how the REST API and GraphQL through the BFF compare with the bare floor
 * (scripts/bench-floor.ts), request by request, at scale. Figures only: a benchmark never fails a
 * build.
 *
 * npm run bench -- --businesses 100000 --seconds 3 --rounds 3 --connections 16 [--profile] [--kinds businesses]
 * [--requests confirmed]
 *   npm run bench -- --compare .bench/pglite-10000.json [.bench/pglite-100000.json]
 *
 * Seeds the benchmark database (DATABASE_URL, or PGlite in DATA_DIR, default ./.data-bench) up
 * to N businesses and N/10 homes and products (`--homes`, `--products`), vacuums and analyzes,
 * then starts the floor, the API and the BFF as processes of their own (with PGlite the API and
 * the floor share one, as PGlite allows one process) and measures each request against each of
 * the three, interleaved (floor, REST, GraphQL, floor, …) for `--rounds` rounds. `--profile`
 * writes CPU profiles of the API and the BFF to .bench/profiles and prints where the time went.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { loadApiConfig, prepareDatabase } from '@ffc/api';
import { openDatabase } from '../api/src/db/open.js';
import { confirmBulkBusinesses, seedBulk } from '../api/src/seed/bulk.js';
import { CSRF_HEADER } from '../bff/src/server.js';
import { compareRuns } from './bench-compare.js';
import { cpuKind, processCpuMs } from './proc.js';
import { BENCH_READER_HEADER } from './bench-floor.js';
import {
  benchReader,
  KINDS,
  requestsOf as allRequestsOf,
  restPaths,
  sampleValues,
  type Kind,
  type Request,
} from './bench-requests.js';
import { print } from 'graphql';
import {
  BusinessDocument,
  BusinessesDocument,
  HomeDocument,
  HomesDocument,
  ProductDocument,
  ProductsDocument,
} from '../web/src/gql/graphql.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    homes: { type: 'string' },
    products: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    kinds: { type: 'string', default: KINDS.join(',') },
    /** Only the requests whose names contain this (e.g. `confirmed`). */
    requests: { type: 'string' },
    profile: { type: 'boolean', default: false },
    /** Prints saved runs instead of measuring (scripts/bench-compare.ts). */
    compare: { type: 'boolean', default: false },
    /**
     * Also the mixed workload (measureMix): hundreds of distinct anonymous reads, with and without the response cache.
     */
    mix: { type: 'boolean', default: false },
    /**
     * GraphQL asks the web app's own list and detail operations, as a browser does, and the BFF runs
     * them compiled. `--plain` sends the same text under another operation name, which the BFF runs
     * on the plain executor: the figures before compiling.
     */
    plain: { type: 'boolean', default: false },
    /**
     * Also a bare hop (scripts/bench-hop.ts): REST through a Node process that passes bytes on, the
     * least any service between a browser and the API costs, as the floor under GraphQL/REST.
     */
    hop: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (values.compare) {
  console.log(await compareRuns(positionals));
  process.exit(0);
}
const target = { businesses: Number(values.businesses), homes: 0, products: 0 };
target.homes = Number(values.homes ?? Math.round(target.businesses / 10));
target.products = Number(values.products ?? Math.round(target.businesses / 10));
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const kinds = values.kinds.split(',').map((name) => {
  const kind = KINDS.find((k) => k === name);
  if (!kind) throw new Error(`--kinds takes ${KINDS.join(', ')}; not ${name}`);
  return kind;
});
// The servers run as they do in production (NODE_ENV=production: no development checks).
const env: Record<string, string | undefined> = {
  DATA_DIR: '.data-bench',
  ...process.env,
  // The signed-in reader's session outlasts the run (a refresh is a cost of its own, not a list's).
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'false',
};

// ---- the database: seeded to size, vacuumed and analyzed ---------------------------------------

const config = loadApiConfig(env);
const db = await openDatabase(config);
await prepareDatabase(db, config);
const count = async (table: Kind) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const missing = {
  businesses: target.businesses - (await count('businesses')),
  homes: target.homes - (await count('homes')),
  products: target.products - (await count('products')),
};
if (missing.businesses > 0 || missing.homes > 0 || missing.products > 0) {
  const started = Date.now();
  console.log(
    `Seeding ${Math.max(0, missing.businesses)} businesses, ${Math.max(0, missing.homes)} homes, ${Math.max(0, missing.products)} products...`,
  );
  await seedBulk(db, {
    businesses: Math.max(0, missing.businesses),
    homes: Math.max(0, missing.homes),
    products: Math.max(0, missing.products),
  });
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
// A database seeded before dated confirmations: confirm a few businesses now.
if ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accommodation_checks'))[0]?.n === 0)
  await confirmBulkBusinesses(db);
// The recount after seeding leaves a dead version of every reviewed row: vacuum them away.
const vacuumStarted = Date.now();
for (const table of [
  'businesses',
  'homes',
  'products',
  'business_reviews',
  'home_reviews',
  'product_reviews',
  'companies',
  'users',
  'entry_name_words',
  'search_vocabulary',
  'search_places',
])
  await db.exec(`VACUUM ANALYZE ${table}`);
console.log(`Vacuumed and analyzed in ${((Date.now() - vacuumStarted) / 1000).toFixed(0)} s`);

const samples = await sampleValues(db);
const sizes = { businesses: await count('businesses'), homes: await count('homes'), products: await count('products') };
await db.close();

// ---- the requests: each as the floor, the REST API and GraphQL ask it -----------------------

/** Each kind's requests (bench-requests.ts), those named by `--requests` only. */
const requestsOf = (kind: Kind): Request[] =>
  allRequestsOf(kind, samples).filter(
    (request) => !values.requests || values.requests.split('|').some((part) => request.name.includes(part)),
  );

/** The web app's own documents for each kind's list and detail page: what a browser sends. */
const WEB_DOCUMENTS = {
  businesses: { list: BusinessesDocument, detail: BusinessDocument },
  homes: { list: HomesDocument, detail: HomeDocument },
  products: { list: ProductsDocument, detail: ProductDocument },
} as const;
/**
 * A document's request body fields: its text and operation name (as Apollo sends them), under
 * another name with `--plain` (the BFF compiles only the web's own).
 */
const asSent = (document: (typeof WEB_DOCUMENTS)[Kind]['list' | 'detail']) => {
  const text = print(document);
  const name = /^query (\w+)/.exec(text)?.[1] ?? '';
  return values.plain
    ? { query: text.replace(`query ${name}`, `query Bench${name}`), operationName: `Bench${name}` }
    : { query: text, operationName: name };
};

function suggestionBody({ text, kind }: NonNullable<Request['suggest']>): string {
  const query = `query ($t: String!) { suggestions(text: $t${kind ? `, kind: ${kind}` : ''}) { label type kind id path } }`;
  return JSON.stringify({ query, variables: { t: text } });
}

function graphqlBody(kind: Kind, request: Request): string {
  if (request.suggest) return suggestionBody(request.suggest);
  if (request.detail !== undefined)
    return JSON.stringify({ ...asSent(WEB_DOCUMENTS[kind].detail), variables: { id: request.detail, reviewsPage: 0 } });
  return JSON.stringify({
    ...asSent(WEB_DOCUMENTS[kind].list),
    variables: { filter: request.filter ?? {}, page: request.page ?? 0 },
  });
}

// ---- the processes ---------------------------------------------------------------------------

const children: ChildProcess[] = [];
// However the bench ends, its servers end with it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
const profileDir = path.join(ROOT, '.bench', 'profiles');
if (values.profile) {
  await rm(profileDir, { recursive: true, force: true });
  await mkdir(profileDir, { recursive: true });
}
const nodeArgs = (name: string) => [
  '--import',
  'tsx',
  ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : []),
];

/** The process serving each target (with PGlite, the API's serves the floor too). */
const pids: Partial<Record<'api' | 'floor' | 'bff' | 'hop', number>> = {};

/** Starts a process and waits for its `READY {json}` line (bench-server.ts). */
function startChild(
  name: 'api' | 'floor' | 'hop',
  script: string,
  args: string[],
  extraEnv: Record<string, string>,
): Promise<Record<string, string>> {
  const child = spawn(process.execPath, [...nodeArgs(name), script, ...args], {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  pids[name] = child.pid;
  if (args.includes('--floor')) pids.floor = child.pid;
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\{.*\})/.exec(out);
      if (ready) resolve(JSON.parse(ready[1]!) as Record<string, string>);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function untilReady(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

const serverScript = path.join('scripts', 'bench-server.ts');
const urls = config.databaseUrl
  ? {
      ...(await startChild('api', serverScript, ['--api'], {})),
      ...(await startChild('floor', serverScript, ['--floor'], {})),
    }
  : await startChild('api', serverScript, ['--api', '--floor'], {});
const bffPort = await freePort();
const bffUrl = `http://127.0.0.1:${bffPort}`;
// The BFF alone, as in production, with no rate limit to hit and no shared cache to share.
const { REDIS_URL: _shared, ...bffEnv } = env;
const bff = spawn(process.execPath, [...nodeArgs('bff'), path.join('bff', 'src', 'main.ts')], {
  cwd: ROOT,
  // No response cache: these figures are what each request costs (measureMix measures the cache).
  env: {
    ...bffEnv,
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    API_URL: urls.api!,
    GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
    GRAPHQL_COST_PER_MINUTE: '100000000',
    RESPONSE_CACHE: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(bff);
pids.bff = bff.pid;
await untilReady(`${bffUrl}/health`);
// The BFF builds its offline place index just after it starts listening (seconds of CPU on a slow
// machine), which may be after its first health answer: a place search needs the index, so once it
// answers no measured round can share the CPU with the build.
await fetch(`${bffUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
  body: JSON.stringify({ query: 'query { places(text: "Portland") { displayName } }' }),
}).then((response) => response.text());

const hop = values.hop
  ? (
      await startChild('hop', path.join('scripts', 'bench-hop.ts'), [], {
        API_URL: urls.api!,
        HOP_CONNECTIONS: String(connections),
      })
    ).hop!
  : undefined;

// ---- the signed-in reader: an account of the bench's own, with needs ----------------------------

const reader = await benchReader(urls.api!);

// ---- the load: `connections` clients, each asking again as soon as it has its answer ----------

const pools = new Map<string, Pool>();
const poolFor = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin, { connections, pipelining: 1 })));
  return pool;
};

async function get(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const { origin, pathname, search } = new URL(url);
  const response = await poolFor(origin).request({
    path: pathname + search,
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json', [CSRF_HEADER]: '1' } : {}), ...init.headers },
    body: init.body,
  });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${text.slice(0, 200)}`);
  const answer: unknown = JSON.parse(text);
  // A GraphQL error comes with 200: it counts as an error all the same.
  if (init.body && answer && typeof answer === 'object' && 'errors' in answer)
    throw new Error(`${url}: ${text.slice(0, 200)}`);
  return answer;
}

type Visit = () => Promise<unknown>;

function visits(kind: Kind, request: Request): Record<Target, Visit> {
  const body = graphqlBody(kind, request);
  // The reader's session cookies to the API and the BFF; the floor is told their id.
  const session: Record<string, string> = request.reader ? { cookie: reader.cookie } : {};
  const asReader: Record<string, string> = request.reader ? { [BENCH_READER_HEADER]: String(reader.id) } : {};
  // A page shows the entry and its reviews: a REST client asks for both at once.
  const paths = restPaths(kind, request);
  const ask =
    (root: string, headers: Record<string, string>): Visit =>
    () =>
      paths.length === 1
        ? get(`${root}${paths[0]}`, { headers })
        : Promise.all(paths.map((path) => get(`${root}${path}`, { headers })));
  return {
    floor: ask(urls.floor!, asReader),
    rest: ask(urls.api!, session),
    // The hop asks what REST asks, of the hop instead of the API.
    hop: hop ? ask(hop, session) : () => Promise.reject(new Error('no hop: run the bench with --hop')),
    graphql: () => get(`${bffUrl}/graphql`, { method: 'POST', body, headers: session }),
  };
}

interface Measured {
  rps: number;
  p50: number;
  p975: number;
  errors: number;
  /** CPU milliseconds per request of the servers' Node processes (user + system). */
  cpu: number;
  /** CPU milliseconds per request of PostgreSQL's processes (0 with PGlite, which runs in the API's). */
  dbCpu: number;
  /** CPU milliseconds per request of this process, the client sending them. */
  clientCpu: number;
}

/** The processes a target's requests go through. */
const SERVED_BY: Record<Target, ('api' | 'floor' | 'bff' | 'hop')[]> = {
  floor: ['floor'],
  rest: ['api'],
  graphql: ['bff', 'api'],
  hop: ['hop', 'api'],
};
/** The CPU milliseconds so far of the processes `served` names (one not started counts 0). */
const cpuOfAll = (served: readonly (number | undefined)[]) =>
  served.reduce<number>((sum, pid) => sum + (pid ? processCpuMs(pid) : 0), 0);
const cpuOf = (target: Target) => cpuOfAll(SERVED_BY[target].map((name) => pids[name]));

/**
 * The CPU time so far of each PostgreSQL process on this machine (a local server's backends), in ms
 * by pid. What a run cost is `databaseCpuSince`: each process's time since the snapshot, a process
 * started since counted whole; one that ended during the run is lost (backends live as long as the
 * pools' connections, so few do). Other PostgreSQL servers on the machine count too: run it alone.
 */
async function databaseCpu(): Promise<Map<number, number>> {
  const pidsNow = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name)).map(Number);
  return new Map(pidsNow.filter((pid) => cpuKind(pid) === 'PostgreSQL').map((pid) => [pid, processCpuMs(pid)]));
}

async function databaseCpuSince(before: Map<number, number>): Promise<number> {
  let spent = 0;
  for (const [pid, ms] of await databaseCpu()) spent += Math.max(0, ms - (before.get(pid) ?? 0));
  return spent;
}

const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function load(visit: Visit, forSeconds = seconds, target?: Target): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = target ? cpuOf(target) : 0;
  const dbBefore = target ? await databaseCpu() : new Map<number, number>();
  const clientBefore = clientCpuMs();
  const end = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await visit();
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const served = Math.max(1, latencies.length);
  const clientCpu = (clientCpuMs() - clientBefore) / served;
  const cpu = target ? (cpuOf(target) - cpuBefore) / served : NaN;
  const dbCpu = target ? (await databaseCpuSince(dbBefore)) / served : NaN;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / forSeconds, p50: at(0.5), p975: at(0.975), errors, cpu, dbCpu, clientCpu };
}

/** The ids a list answer holds, in order (floor, REST and GraphQL must agree). */
function idsOf(answer: unknown): string {
  const suggestions = Array.isArray(answer)
    ? answer
    : (answer as { data?: { suggestions?: unknown } } | null)?.data?.suggestions;
  if (Array.isArray(suggestions)) return suggestionsOf(suggestions);
  const page = (answer as { data?: { page?: { content?: { id: number }[] } }; content?: { id: number }[] }) ?? {};
  const content = page.content ?? page.data?.page?.content ?? [];
  return content.map((row) => row.id).join(',');
}

/** Where two JSON answers first differ (a path such as `content.3.photos`), or null when they are the same. */
function firstDifference(a: unknown, b: unknown, at = '(root)'): string | null {
  if (a === b) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return `${at}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`.slice(0, 300);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const differs = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      at === '(root)' ? key : `${at}.${key}`,
    );
    if (differs) return differs;
  }
  return null;
}

/** A suggestion answer's entries, in order, by type and id (or label). */
function suggestionsOf(suggestions: unknown[]): string {
  // Each is an object of the answer's shape (checked by the API's own tests): only these fields are read.
  return (suggestions as { type?: unknown; id?: unknown; label?: unknown }[])
    .map((s) => JSON.stringify([s.type, s.id ?? s.label]))
    .join(',');
}

/**
 * Targets that do not serve a request (yet): none of it is measured without REST, and GraphQL is left out without its
 * field.
 */
const unserved = new Set<string>();
const served = (key: string, target: Target) => !unserved.has(key) && !unserved.has(`${key}|${target}`);
async function suggestionsServed(key: string, v: Record<Target, Visit>): Promise<boolean> {
  const answers = async (visit: Visit) =>
    visit().then(
      (a) => !(a && typeof a === 'object' && 'errors' in a),
      () => false,
    );
  if (!(await answers(v.rest)) || !(await answers(v.floor))) {
    console.log(`  (${key.replace('|', ' ')}: not served by the API or the floor, not measured)`);
    unserved.add(key);
    return false;
  }
  if (!(await answers(v.graphql))) {
    console.log(`  (${key.replace('|', ' ')}: no GraphQL field, REST and floor only)`);
    unserved.add(`${key}|graphql`);
  }
  return true;
}

// ---- measure, interleaved ----------------------------------------------------------------------

const ALL_TARGETS = ['floor', 'rest', 'graphql', 'hop'] as const;
type Target = (typeof ALL_TARGETS)[number];
const TARGETS = ALL_TARGETS.filter((t) => t !== 'hop' || hop);
const results: Record<string, Record<Target, Measured[]>> = {};
const engine = config.databaseUrl ? 'postgres' : 'pglite';
console.log(
  `\n${sizes.businesses.toLocaleString('en-US')} businesses, ${sizes.homes.toLocaleString('en-US')} homes, ${sizes.products.toLocaleString('en-US')} products on ${engine}`,
);
console.log(`${connections} connections, ${rounds} rounds of ${seconds} s per request and target, interleaved\n`);

for (const kind of kinds) {
  for (const request of requestsOf(kind)) {
    const v = visits(kind, request);
    if (request.suggest && !(await suggestionsServed(`${kind}|${request.name}`, v))) continue;
    // The floor does the API's work: its answer is the API's, field for field.
    const [floorAnswer, restAnswer] = [await v.floor(), await v.rest()];
    const differs = firstDifference(floorAnswer, restAnswer);
    if (differs) {
      // A floor that does other work than the API's is no measure of the API's overhead.
      console.log(`  ! ${kind} ${request.name}: the floor's answer differs from REST's at ${differs}; not measured`);
      unserved.add(`${kind}|${request.name}`);
      continue;
    }
    if (request.detail === undefined) {
      const graphqlServed = served(`${kind}|${request.name}`, 'graphql');
      const restIds = idsOf(restAnswer);
      const graphqlIds = graphqlServed ? idsOf(await v.graphql()) : restIds;
      if (restIds !== graphqlIds)
        console.log(`  ! ${kind} ${request.name}: ids differ (REST ${restIds} | GraphQL ${graphqlIds})`);
    }
    results[`${kind}|${request.name}`] = { floor: [], rest: [], graphql: [], hop: [] };
  }
}
// Warm up first (code compiled, connections open, caches filled): one second each, not recorded.
process.stdout.write('warming up...');
for (const kind of kinds)
  for (const request of requestsOf(kind))
    for (const t of TARGETS) if (served(`${kind}|${request.name}`, t)) await load(visits(kind, request)[t], 1);
process.stdout.write(' done\n');
for (let round = 1; round <= rounds; round++) {
  process.stdout.write(`round ${round}/${rounds}...`);
  for (const kind of kinds) {
    for (const request of requestsOf(kind)) {
      const v = visits(kind, request);
      for (const t of TARGETS)
        if (served(`${kind}|${request.name}`, t))
          results[`${kind}|${request.name}`]![t].push(await load(v[t], seconds, t));
    }
  }
  process.stdout.write(' done\n');
}

// ---- report ------------------------------------------------------------------------------------

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary = (ms: Measured[]) => ({
  rps: mean(ms.map((m) => m.rps)),
  p50: median(ms.map((m) => m.p50)),
  p975: median(ms.map((m) => m.p975)),
  errors: ms.reduce((a, m) => a + m.errors, 0),
  cpu: mean(ms.map((m) => m.cpu)),
  dbCpu: mean(ms.map((m) => m.dbCpu)),
  clientCpu: mean(ms.map((m) => m.clientCpu)),
});
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
/**
 * A ratio of two targets' throughput in each round, lowest and highest: the rounds interleave the
 * targets, so each round's ratio is measured under the same load, and their spread is the noise a
 * single figure hides (on two cores, "cafe" at a million read 0.61 in one round and 0.85 in another).
 */
const roundRatios = (of: Measured[], to: Measured[]) => {
  const ratios = of.map((m, i) => m.rps / (to[i]?.rps ?? Number.NaN)).filter(Number.isFinite);
  return ratios.length > 0 ? { low: Math.min(...ratios), high: Math.max(...ratios) } : undefined;
};
const spread = (range: { low: number; high: number } | undefined) =>
  range ? `${fixed(range.low, 2)}–${fixed(range.high, 2)}` : '-';

const report: Record<string, unknown> = { engine, sizes, connections, seconds, rounds, results: {} };
for (const kind of kinds) {
  console.log(`\n${kind} (${sizes[kind].toLocaleString('en-US')})`);
  console.log(
    `  ${'request'.padEnd(40)} ${'floor req/s'.padStart(11)} ${'p97.5'.padStart(6)} | ${'REST req/s'.padStart(10)} ${'p97.5'.padStart(6)} | ${'GraphQL req/s'.padStart(13)} ${'p97.5'.padStart(6)} | REST/floor  p97.5 REST/floor | GraphQL/REST  +p50 ms | CPU ms/req floor REST GraphQL | PostgreSQL ms/req floor REST GraphQL | client ms/req floor REST GraphQL`,
  );
  const spreads: string[] = [];
  for (const request of requestsOf(kind)) {
    if (!served(`${kind}|${request.name}`, 'rest')) continue;
    const r = results[`${kind}|${request.name}`]!;
    const [f, s, g] = [summary(r.floor), summary(r.rest), summary(r.graphql)];
    const h = hop ? summary(r.hop) : undefined;
    const byRound = { restToFloor: roundRatios(r.rest, r.floor), graphqlToRest: roundRatios(r.graphql, r.rest) };
    (report.results as Record<string, unknown>)[`${kind}|${request.name}`] = {
      floor: f,
      rest: s,
      graphql: g,
      ...(h ? { hop: h } : {}),
      byRound,
    };
    spreads.push(
      `  ${request.name.padEnd(40)} REST/floor ${spread(byRound.restToFloor)}, GraphQL/REST ${spread(byRound.graphqlToRest)}`,
    );
    const errors = f.errors + s.errors + g.errors;
    console.log(
      `  ${request.name.padEnd(40)} ${fixed(f.rps).padStart(11)} ${fixed(f.p975, 1).padStart(6)} | ${fixed(s.rps).padStart(10)} ${fixed(s.p975, 1).padStart(6)} | ${fixed(g.rps).padStart(13)} ${fixed(g.p975, 1).padStart(6)} | ${fixed(s.rps / f.rps, 2).padStart(10)}  ${fixed(s.p975 / f.p975, 2).padStart(16)} | ${fixed(g.rps / s.rps, 2).padStart(12)}  ${fixed(g.p50 - s.p50, 1).padStart(7)} | ${fixed(f.cpu, 2).padStart(19)} ${fixed(s.cpu, 2).padStart(4)} ${fixed(g.cpu, 2).padStart(7)} | ${fixed(f.dbCpu, 2).padStart(24)} ${fixed(s.dbCpu, 2).padStart(4)} ${fixed(g.dbCpu, 2).padStart(7)} | ${fixed(f.clientCpu, 2).padStart(20)} ${fixed(s.clientCpu, 2).padStart(4)} ${fixed(g.clientCpu, 2).padStart(7)}${errors ? `  (${errors} errors)` : ''}`,
    );
    if (h)
      console.log(
        `  ${'  through the bare hop'.padEnd(40)} ${''.padStart(11)} ${''.padStart(6)} | ${fixed(h.rps).padStart(10)} ${fixed(h.p975, 1).padStart(6)} | hop/REST ${fixed(h.rps / s.rps, 2)}, GraphQL/hop ${fixed(g.rps / h.rps, 2)}, +p50 ${fixed(h.p50 - s.p50, 1)} ms | CPU ms/req ${fixed(h.cpu, 2)}${h.errors ? `  (${h.errors} errors)` : ''}`,
      );
  }
  if (rounds > 1) console.log(`\n  the ratios round by round, lowest–highest\n${spreads.join('\n')}`);
}
await mkdir(path.join(ROOT, '.bench'), { recursive: true });
const reportFile = path.join(ROOT, '.bench', `${engine}-${sizes.businesses}.json`);
await writeFile(reportFile, JSON.stringify(report, null, 2));
console.log(`\nFigures saved to ${path.relative(ROOT, reportFile)}`);

if (values.mix) await measureMix();

// ---- stop, and say where the time went -------------------------------------------------------

for (const pool of pools.values()) await pool.close();
await Promise.all(
  children.map(
    (child) =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
      ),
  ),
);

if (values.profile) {
  for (const name of await readdir(profileDir)) {
    const files = await readdir(path.join(profileDir, name));
    for (const file of files)
      console.log(
        `\nWhere the ${name} process spent its time (self time, top 15):\n${await topFunctions(path.join(profileDir, name, file))}`,
      );
  }
}

/** A CPU profile's functions by self time. */
async function topFunctions(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '').replace(`file://${ROOT}`, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([key, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`)
    .join('\n');
}

// ---- the mixed workload (`--mix`) --------------------------------------------------------------

/**
 * What visitors really send: hundreds of distinct anonymous business lists and pages (single and
 * two-word searches, the same words with a typo, pages, type and country filters, detail pages),
 * cycled by the `connections` clients, so a cache holds each answer only as long as the mix takes
 * to come round. Measured through REST, GraphQL without the response cache (the bench's BFF) and
 * GraphQL through a second BFF with it (in Redis when REDIS_URL is set, in its process otherwise).
 */
async function measureMix(): Promise<void> {
  // Words from the data itself, read through the API (PGlite allows one process, which is the API's).
  const rows: { id: number; name: string; city?: string | null }[] = [];
  for (let page = 0; page < 20; page++)
    rows.push(...((await get(`${urls.api}/businesses?page=${page * 37}`)) as { content: typeof rows }).content);
  const words = [
    ...new Set(
      rows
        .flatMap((row) => `${row.name} ${row.city ?? ''}`.toLowerCase().split(/[^a-z]+/))
        .filter((word) => word.length >= 4),
    ),
  ].slice(0, 90);
  // One letter dropped, two swapped, or one changed, by turns: the typos people make.
  const typo = (word: string, i: number) => {
    const at = 1 + (i % (word.length - 2));
    if (i % 3 === 0) return word.slice(0, at) + word.slice(at + 1);
    if (i % 3 === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    return word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
  };
  const search = (text: string, page = 0): Request => ({
    name: text,
    query: `searchText=${encodeURIComponent(text)}&page=${page}`,
    filter: { searchText: text },
    page,
  });
  const requests: Request[] = [
    ...words.slice(0, 60).map((word) => search(word)),
    ...words
      .slice(0, 60)
      .filter((word) => word.length >= 5)
      .map((word, i) => search(typo(word, i))),
    ...words.slice(30, 60).map((word, i) => search(`${word} ${words[(i * 7) % 30]!}`)),
    ...words.slice(0, 10).map((word) => search(word, 1)),
    ...Array.from({ length: 30 }, (_, page) => ({ name: `page ${page}`, query: `page=${page}`, page })),
    ...Array.from({ length: 24 }, (_, i) => ({
      name: `type ${1 + (i % 8)}, page ${i >> 3}`,
      query: `type=${1 + (i % 8)}&country=${samples.usa}&page=${i >> 3}`,
      filter: { type: 1 + (i % 8), country: samples.usa },
      page: i >> 3,
    })),
    ...rows.slice(0, 30).map((row) => ({ name: `detail ${row.id}`, detail: row.id })),
  ];
  const distinct = new Set(requests.map((request) => request.query ?? `detail ${request.detail}`)).size;

  const cachedPort = await freePort();
  const cachedUrl = `http://127.0.0.1:${cachedPort}`;
  const cached = spawn(process.execPath, [...nodeArgs('bff-cached'), path.join('bff', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...bffEnv,
      ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL, REDIS_KEY_PREFIX: `bench-${Date.now()}:` } : {}),
      PORT: String(cachedPort),
      HOST: '127.0.0.1',
      API_URL: urls.api!,
      GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
      GRAPHQL_COST_PER_MINUTE: '100000000',
      RESPONSE_CACHE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(cached);
  await untilReady(`${cachedUrl}/health`);
  // Its place index is built just after it starts (a few seconds of CPU): not part of any figure.
  await new Promise((resolve) => setTimeout(resolve, 8_000));

  /** Each client takes the next request of the mix, round and round. */
  const cycle = (ask: (request: Request) => Promise<unknown>) => {
    let next = 0;
    return { visit: () => ask(requests[next++ % requests.length]!), cameRound: () => next >= requests.length };
  };
  const through = (origin: string) => (request: Request) =>
    get(`${origin}/graphql`, { method: 'POST', body: graphqlBody('businesses', request) });
  const targets = {
    REST: { pids: [pids.api], ...cycle((request) => visits('businesses', request).rest()) },
    'GraphQL, no cache': { pids: [pids.bff, pids.api], ...cycle(through(bffUrl)) },
    [`GraphQL, cache (${env.REDIS_URL ? 'Redis' : 'in process'})`]: {
      pids: [cached.pid, pids.api],
      ...cycle(through(cachedUrl)),
    },
  };
  const measured: Record<string, Measured[]> = {};
  process.stdout.write(`\nmixed workload: ${distinct} distinct anonymous requests, warming up...`);
  // Until the mix has come round once: the cache's steady state (the first round's misses are the no-cache figures).
  for (const { visit, cameRound } of Object.values(targets)) while (!cameRound()) await load(visit, 1);
  process.stdout.write(' done\n');
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(`round ${round}/${rounds}...`);
    for (const [name, { pids: served, visit }] of Object.entries(targets)) {
      const before = cpuOfAll(served);
      const result = await load(visit, seconds);
      result.cpu = (cpuOfAll(served) - before) / Math.max(1, result.rps * seconds);
      (measured[name] ??= []).push(result);
    }
    process.stdout.write(' done\n');
  }
  console.log(`\nmixed workload (${distinct} distinct requests, ${connections} connections)`);
  console.log(
    `  ${'target'.padEnd(32)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p97.5'.padStart(7)} ${'CPU ms/req'.padStart(11)}`,
  );
  for (const [name, ms] of Object.entries(measured)) {
    const m = summary(ms);
    const perRound = ms.map((r) => fixed(r.rps)).join(', ');
    console.log(
      `  ${name.padEnd(32)} ${fixed(m.rps).padStart(7)} ${fixed(m.p50, 1).padStart(7)} ${fixed(m.p975, 1).padStart(7)} ${fixed(m.cpu, 2).padStart(11)}  (req/s by round: ${perRound})${m.errors ? `  (${m.errors} errors)` : ''}`,
    );
  }
}
