/**
 * `npm run lighthouse`: Lighthouse's mobile performance audit (its default: a mid-range phone on
 * slow 4G) of the built site, three runs a page, and the median of each figure. Figures only,
 * never a test. Needs `npm run build` and Chromium (`CHROME_PATH`, default /usr/bin/chromium);
 * Lighthouse itself comes through npx (version 12: the last for Node 20).
 *
 *   npm run lighthouse [-- --runs 3 --out .lighthouse /businesses /]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE = 'lighthouse@12.8.2';
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(option('runs', '3'));
const out = option('out', join(ROOT, '.lighthouse'));
const paths = args.length ? args : ['/', '/businesses'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function until(url, child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the site stopped before it was ready');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const [port, apiPort] = [await freePort(), await freePort()];
const dataDir = mkdtempSync(join(tmpdir(), 'ffc-lighthouse-'));
const site = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
});
try {
  await until(`http://127.0.0.1:${port}/health`, site);
  mkdirSync(out, { recursive: true });
  console.log(
    `Lighthouse mobile, median of ${runs} runs (load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log('page'.padEnd(14), 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms');
  for (const path of paths) {
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(out, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`);
      const result = spawnSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `http://localhost:${port}${path}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        },
      );
      if (result.status !== 0) throw new Error(`lighthouse failed on ${path}`);
      reports.push(JSON.parse(readFileSync(file, 'utf8')));
    }
    const audit = (name) => median(reports.map((r) => r.audits[name].numericValue));
    console.log(
      path.padEnd(14),
      String(Math.round(median(reports.map((r) => r.categories.performance.score)) * 100)).padStart(5),
      String(Math.round(audit('first-contentful-paint'))).padStart(6),
      String(Math.round(audit('largest-contentful-paint'))).padStart(6),
      String(Math.round(audit('total-blocking-time'))).padStart(6),
      audit('cumulative-layout-shift').toFixed(3),
      String(Math.round(audit('speed-index'))).padStart(5),
    );
  }
} finally {
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
