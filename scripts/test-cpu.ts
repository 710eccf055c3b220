/**
 * `npm run test:cpu -- [vitest arguments]` (Linux, after `npm run build`): runs `vitest run` with
 * them, as `npm test` does, and says where the machine's CPU went while it ran: CPU-seconds per kind
 * of process (Chromium's renderers, its browser and GPU processes, vitest's workers and main
 * process, PostgreSQL, the services the fault tests start, the rest), beside the wall time and the
 * machine's busy share. On two cores a suite is CPU-bound, so its time follows these figures: a
 * change meant to make the tests faster is measured here, before and after, on the same machine.
 *
 * It reads /proc every second and keeps each process's last figure, so a process that lives less
 * than that is missed (a `cp`, a `psql`), as is the last second of one that ends; long-lived
 * servers count only the run's share. Its own CPU, about 1% of a whole run's, has a line of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { clockTicksPerSecond, cpuKind, processTicks, type CpuKind } from './proc.js';

if (!existsSync('/proc/stat')) {
  console.error('npm run test:cpu reads /proc: it runs on Linux only.');
  process.exit(2);
}

/** The machine's busy and total ticks since boot, over every core (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  // idle and iowait
  return { busy: total - fields[3]! - fields[4]!, total };
}

interface Seen {
  kind: CpuKind;
  /** Its ticks when first seen: all of them for a process that started during the run. */
  first: number;
  last: number;
}

/** Every process seen, by its pid and start time (a pid can be given again to a new process). */
const seen = new Map<string, Seen>();
function sample(firstRound: boolean): void {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    // This process is reported on its own line: its CPU is the sampling's cost.
    if (pid === process.pid) continue;
    const now = processTicks(pid);
    if (now === undefined) continue;
    const id = `${pid}@${now.started}`;
    const known = seen.get(id);
    if (known) {
      known.last = now.ticks;
      continue;
    }
    const kind = cpuKind(pid);
    if (kind) seen.set(id, { kind, first: firstRound ? now.ticks : 0, last: now.ticks });
  }
}

const hz = clockTicksPerSecond();
const machineBefore = machineTicks();
sample(true);
const started = Date.now();
const sampler = setInterval(() => sample(false), 1_000);
const vitest = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const code = await new Promise<number>((done) =>
  vitest.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
clearInterval(sampler);
sample(false);
const wall = (Date.now() - started) / 1000;
const machine = machineTicks();

const byKind = new Map<CpuKind, number>();
for (const { kind, first, last } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / hz);
const busy = (machine.busy - machineBefore.busy) / hz;
const total = (machine.total - machineBefore.total) / hz;
const rows: [string, number][] = [...byKind].sort(([, a], [, b]) => b - a);
console.log(`\nCPU while vitest ran (${wall.toFixed(0)} s, exit ${code}):`);
console.log(
  `  ${'whole machine, busy'.padEnd(28)} ${busy.toFixed(1).padStart(8)} CPU-s  (${((100 * busy) / total).toFixed(0)}% of its cores)`,
);
const own = process.cpuUsage();
rows.push(['this report, sampling /proc', (own.user + own.system) / 1e6]);
for (const [kind, seconds] of rows)
  console.log(
    `  ${kind.padEnd(28)} ${seconds.toFixed(1).padStart(8)} CPU-s  (${((100 * seconds) / busy).toFixed(0)}%)`,
  );
process.exit(code);
