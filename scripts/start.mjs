/**
 * `npm start` / `npm run start:only`: the REST API and the BFF as two processes of compiled
 * JavaScript (no TypeScript loader). Starts both, waits until the API is ready (migrated and seeded)
 * and the BFF reports it, prints the address, and stops both on Ctrl-C. If either exits,
 * the other is stopped and the launcher exits with its code.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT || '8080';
const bffPort = process.env.PORT || '4000';
const apiUrl = process.env.API_URL || `http://127.0.0.1:${apiPort}/api`;

const children = new Set();
let stopping = false;

function run(name, script, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stop(code || 1);
    }
  });
  return child;
}

async function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (children.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const child of children) child.kill('SIGKILL');
  process.exit(code);
}

/** Waits until `url` answers 200, or the service behind it exits. */
async function ready(url, child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || stopping) return false;
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// Both at once: the BFF needs the API only per request, and its /health is UP once the API is ready.
const api = run('The REST API', 'api/dist/main.js', { API_PORT: apiPort });
const bff = run('The BFF', 'bff/dist/main.js', { PORT: bffPort, API_URL: apiUrl });
if (await ready(`${apiUrl}/actuator/health/readiness`, api)) {
  if (await ready(`http://127.0.0.1:${bffPort}/health`, bff)) {
    const demo =
      process.env.DATABASE_URL || process.env.NODE_ENV === 'production' || process.env.DEMO_DATA === 'false'
        ? ''
        : '\n  Demo accounts:         administrator, moderator, member (password demo-password)';
    console.log(`
  Fragrance Free Community is running at http://localhost:${bffPort}
  GraphQL and GraphiQL:  http://localhost:${bffPort}/graphql
  REST API:              ${apiUrl}
  Database:              ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${process.env.DATA_DIR || './.data'}`}${demo}
  Press Ctrl-C to stop.
`);
  }
} else if (!stopping) {
  await stop(1);
}
