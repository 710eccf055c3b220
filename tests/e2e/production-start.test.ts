/**
 * The system as `npm start` runs it (after the build `npm test` already did): the API and the BFF
 * as two processes of compiled JavaScript, no TypeScript loader anywhere, serving a person who
 * logs in with Chromium. Ctrl-C stops everything.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../support/browser.js';
import { freePort } from '../support/processes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every process below `pid`, with its command line. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)!)
    .map(([, p, pp, args]) => ({ pid: Number(p), ppid: Number(pp), args: args! }));
  const found: { pid: number; args: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push(row);
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

describe.skipIf(!hasChromium)('npm start', () => {
  let launcher: ChildProcess;
  let dataDir: string;
  let site: string;
  let browser: Browser;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-start-'));
    const [port, apiPort] = [await freePort(), await freePort()];
    site = `http://localhost:${port}`;
    launcher = spawn('npm', ['run', 'start:only'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: '',
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: site,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!output.includes('is running at')) {
      if (Date.now() > deadline || launcher.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (launcher && launcher.exitCode === null) {
      const exited = new Promise((resolve) => launcher.once('exit', resolve));
      for (const child of descendants(launcher.pid!)) process.kill(child.pid, 'SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the API and the BFF as two processes of compiled JavaScript, with no TypeScript loader', () => {
    const processes = descendants(launcher.pid!).map((p) => p.args);
    expect(processes.filter((args) => /node .*api\/dist\/main\.js/.test(args))).toHaveLength(1);
    expect(processes.filter((args) => /node .*bff\/dist\/main\.js/.test(args))).toHaveLength(1);
    for (const args of processes) expect(args).not.toMatch(/tsx|ts-node|--loader|--import|\.ts\b/);
  });

  it('serves a person who logs in', async () => {
    const page = await (await browser.newContext({ baseURL: site })).newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${site}/`);
    await expect.poll(() => page.getByText('Login successful.').isVisible()).toBe(true);
  });
});
