/**
 * `npm run bench:uploads -- [--count 20,200] [--signed-in]`: what stalled photo uploads cost the BFF.
 * Starts the built API (a fresh embedded database with the demo data) and BFF as processes, then
 * opens `count` uploads that each claim a 15 MB body and send 1 KB of it, and holds them open. By
 * default they are a forged cross-site post (no cookie, another site's Origin, no X-Requested-With);
 * with `--signed-in` they are the web app's own, with a member's session. It prints how many were
 * answered and how fast, and the BFF's resident memory before, at its highest while they are held,
 * and after they are closed. Not a test: a measurement for the notes.
 */
import net from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApiProcess, startBffProcess } from '../tests/support/processes.js';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '20,200' }, 'signed-in': { type: 'boolean', default: false } },
});
const counts = values.count.split(',').map(Number);
const CLAIMED = 15 * 1024 * 1024;
const SENT = 1024;
const HOLD_MS = 5_000;

/** The process's resident memory (VmRSS), in MB. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** A member's session cookies, from a login through the BFF. */
async function memberCookie(bffUrl: string): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    body: JSON.stringify({ query: 'mutation { login(username: "member", password: "demo-password") { id } }' }),
  });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Stalled {
  readonly socket: net.Socket;
  /** Milliseconds from the headers to the answer's first byte; null while none came. */
  answeredMs: number | null;
  status: string;
}

function stall(port: number, cookie: string | null): Stalled {
  const boundary = 'x'.repeat(24);
  const head = [
    `POST /uploads/businesses/1/photos HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${CLAIMED}`,
    ...(cookie
      ? [`Cookie: ${cookie}`, `Origin: http://127.0.0.1:${port}`, 'X-Requested-With: XMLHttpRequest']
      : ['Origin: https://attacker.example']),
    '',
    '',
  ].join('\r\n');
  const started = performance.now();
  const socket = net.connect(port, '127.0.0.1');
  const stalled: Stalled = { socket, answeredMs: null, status: '' };
  socket.on('data', (chunk: Buffer) => {
    if (stalled.answeredMs !== null) return;
    stalled.answeredMs = performance.now() - started;
    stalled.status = /^HTTP\/1\.1 (\d+)/.exec(chunk.toString())?.[1] ?? '?';
  });
  socket.on('error', () => undefined);
  socket.write(head);
  socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
  socket.write(Buffer.alloc(SENT, 1));
  return stalled;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-uploads-'));
const api = await startApiProcess({ DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'error' });
const bff = await startBffProcess(api.url, { LOG_LEVEL: 'error' });
try {
  const port = Number(new URL(bff.url).port);
  const pid = bff.child.pid!;
  const cookie = values['signed-in'] ? await memberCookie(bff.url) : null;
  console.log(`Stalled uploads (${values['signed-in'] ? "the web app's, signed in" : 'forged, no session'}):`);
  for (const count of counts) {
    const before = await rssMb(pid);
    const uploads = Array.from({ length: count }, () => stall(port, cookie));
    let highest = before;
    const until = Date.now() + HOLD_MS;
    while (Date.now() < until) {
      highest = Math.max(highest, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answered = uploads.filter((u) => u.answeredMs !== null);
    const closed = uploads.filter((u) => u.socket.destroyed || u.socket.readyState === 'writeOnly').length;
    const slowest = Math.max(0, ...answered.map((u) => u.answeredMs ?? 0));
    const statuses = [...new Set(answered.map((u) => u.status))].join(', ') || 'none';
    for (const upload of uploads) upload.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await rssMb(pid);
    console.log(
      `  ${count} held ${HOLD_MS / 1000} s: ${answered.length} answered (${statuses}; slowest ${Math.round(slowest)} ms),` +
        ` ${closed} closed by the server; BFF RSS ${before} MB before, ${highest} MB at most, ${after} MB after`,
    );
  }
} finally {
  await bff.stop();
  await api.stop();
  await rm(dataDir, { recursive: true, force: true });
}
