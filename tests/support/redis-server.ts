/**
 * A Redis server of the test's own, on its own port, that the test can stop and start again (the
 * machine's shared Redis must never be stopped). Uses the installed `redis-server`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './processes.js';

/** Whether `redis-server` is installed. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export interface OwnRedis {
  readonly url: string;
  /** How many keys start with `prefix` (checked from outside the services). */
  countKeys(prefix: string): Promise<number>;
  /** Kills the server at once, as a crash or a lost host would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end('PING\r\n'));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async countKeys(prefix) {
      // RESP: an array of bulk strings; the script answers one integer (":N").
      const args = ['EVAL', "return #redis.call('KEYS', ARGV[1])", '0', `${prefix}*`];
      const request = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let reply = '';
        socket.on('data', (chunk) => {
          reply += chunk.toString();
          if (reply.endsWith('\r\n')) socket.end();
        });
        socket.on('close', () => resolve(Number(/^:(\d+)/.exec(reply)?.[1] ?? 0)));
        socket.on('error', reject);
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
