/** Services as separate processes, the way they run in production, for tests of faults. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type Service = 'api' | 'bff';

/** The folders a service's build is made from. */
const SOURCES: Record<Service, readonly string[]> = {
  api: ['api/src', 'domain/src', 'server-kit/src'],
  bff: ['bff/src', 'domain/src', 'server-kit/src'],
};

/**
 * The service's build (`npm run build`, which `npm test` runs first), as production starts it. A
 * build older than one of its sources is refused rather than tested: the test would pass or fail
 * on code that is no longer there.
 */
export function builtService(service: Service): string {
  const main = path.join(ROOT, service, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`No built ${service} at ${main}: run \`npm run build\` (npm test does).`);
  const built = statSync(main).mtimeMs;
  for (const folder of SOURCES[service]) {
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      if (statSync(path.join(ROOT, folder, file)).mtimeMs > built)
        throw new Error(`${service}/dist is older than ${folder}/${file}: run \`npm run build\` (npm test does).`);
    }
  }
  return main;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts the built service `name` as `npm start` does (one bundle, no TypeScript loader: through tsx
 * the fault suites' services used about a third more CPU) and waits until `readyPath` answers 200.
 */
export async function startService(
  name: Service,
  env: Record<string, string>,
  url: string,
  readyPath: string,
): Promise<ServiceProcess> {
  const script = builtService(name);
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const service: ServiceProcess = {
    child,
    url,
    output: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!service.alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (service.alive()) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!service.alive()) throw new Error(`${script} exited early:\n${log}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return service;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await service.stop();
  throw new Error(`${script} did not become ready:\n${log}`);
}

/** The REST API alone on a free port. */
export async function startApiProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  return startService(
    'api',
    { API_PORT: String(port), API_HOST: '127.0.0.1', ...env },
    `http://127.0.0.1:${port}/api`,
    '/actuator/health',
  );
}

/** The BFF alone on a free port, in front of the API at `apiUrl`. */
export async function startBffProcess(apiUrl: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const port = await freePort();
  return startService(
    'bff',
    { PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, ...env },
    `http://127.0.0.1:${port}`,
    '/health',
  );
}

/** The lines a service logged at error level or worse (pino's JSON lines: 50 error, 60 fatal). */
export function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
}
