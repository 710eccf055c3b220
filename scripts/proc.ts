/** A process as Linux's /proc tells it: what kind it is, and its CPU so far (for `npm run test:cpu` and the bench). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The kinds of process `npm run test:cpu` counts apart (it sorts them by CPU). */
export type CpuKind =
  | 'Chromium renderers'
  | 'Chromium browser'
  | 'Chromium GPU'
  | 'Chromium, other'
  | 'vitest workers'
  | 'vitest main'
  | 'PostgreSQL'
  | 'Redis'
  | 'API processes'
  | 'BFF processes'
  | 'other Node'
  | 'kernel threads'
  | 'other';

/** The kind of a process, from its command line (its arguments joined by spaces; empty for a kernel thread). */
export function kindOf(commandLine: string): CpuKind {
  if (commandLine === '') return 'kernel threads';
  const [program = '', ...args] = commandLine.split(' ');
  // Chromium starts its helpers (the network service, the storage service) as /proc/self/exe --type=….
  if (/chrom/.test(program) || (program === '/proc/self/exe' && args.some((a) => a.startsWith('--type=')))) {
    const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
    if (type === undefined) return 'Chromium browser';
    if (type === 'renderer') return 'Chromium renderers';
    if (type === 'gpu-process') return 'Chromium GPU';
    return 'Chromium, other';
  }
  // The server as its binary's path, its children by their title ("postgres: 15/main: checkpointer").
  if (/(^|\/)postgres:?$/.test(program)) return 'PostgreSQL';
  if (/redis-server/.test(program)) return 'Redis';
  if (/vitest\/dist\/workers\//.test(commandLine)) return 'vitest workers';
  if (/(^|\/)vitest(\.mjs)?$/.test(args[0] ?? '')) return 'vitest main';
  if (/(^|\/)api\/dist\/main\.js$/.test(args.at(-1) ?? '')) return 'API processes';
  if (/(^|\/)bff\/dist\/main\.js$/.test(args.at(-1) ?? '')) return 'BFF processes';
  if (/(^|\/)node$/.test(program)) return 'other Node';
  return 'other';
}

/** The kind of process `pid`, or undefined when it has gone. */
export function cpuKind(pid: number): CpuKind | undefined {
  try {
    return kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+$/, '').replaceAll('\0', ' '));
  } catch {
    return undefined;
  }
}

/**
 * The user and system CPU process `pid` has used, in clock ticks, and when it started (in ticks
 * since boot: a pid the system gave again to a new process has another), or undefined when it has gone.
 */
export function processTicks(pid: number): { ticks: number; started: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces): utime is the
    // 14th field of the line, stime the 15th, starttime the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), started: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

/** Clock ticks per second, the unit of /proc's CPU figures (100 on Linux as built everywhere). */
export function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

let ticksPerSecond: number | undefined;

/** The CPU process `pid` has used so far, in milliseconds; 0 when it has gone (or without /proc). */
export function processCpuMs(pid: number): number {
  const now = processTicks(pid);
  return now ? (now.ticks * 1000) / (ticksPerSecond ??= clockTicksPerSecond()) : 0;
}
