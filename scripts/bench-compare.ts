/**
 * `npm run bench -- --compare .bench/pglite-10000.json [.bench/pglite-100000.json]`: the saved
 * figures of a bench run as a markdown table, every figure beside the floor's; given two runs (a
 * small and a big database), how each request grew from the first to the second.
 */
import { readFile } from 'node:fs/promises';

interface Summary {
  rps: number;
  p50: number;
  p975: number;
  errors: number;
  cpu: number;
}
interface Saved {
  engine: string;
  sizes: { businesses: number };
  connections: number;
  results: Record<string, { floor: Summary; rest: Summary; graphql: Summary }>;
}

const fixed = (n: number | undefined, digits = 0) => (n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '–');
const times = (big: number | undefined, small: number | undefined) =>
  big !== undefined && small ? `×${fixed(big / small, 2)}` : '–';
/** A request's name without the sampled value in brackets (a rare city differs from one database to the next). */
const requestKey = (key: string) => key.replace(/ \(.*\)$/u, '');

async function load(file: string): Promise<Saved> {
  return JSON.parse(await readFile(file, 'utf8')) as Saved;
}

function single(run: Saved): string {
  const lines = [
    `${run.sizes.businesses.toLocaleString('en-US')} businesses on ${run.engine}, ${run.connections} connections`,
    '',
    '| request | floor req/s | floor p97.5 ms | REST req/s | REST p97.5 ms | REST/floor req/s | GraphQL req/s | GraphQL p97.5 ms | GraphQL/REST req/s | GraphQL +p50 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [key, { floor: f, rest: s, graphql: g }] of Object.entries(run.results)) {
    lines.push(
      `| ${key.replace('|', ' ')} | ${fixed(f.rps)} | ${fixed(f.p975, 1)} | ${fixed(s.rps)} | ${fixed(s.p975, 1)} | ${fixed(s.rps / f.rps, 2)} | ${fixed(g.rps)} | ${fixed(g.p975, 1)} | ${fixed(g.rps / s.rps, 2)} | ${fixed(g.p50 - s.p50, 1)} |`,
    );
  }
  return lines.join('\n');
}

function growth(small: Saved, big: Saved): string {
  const sized = (run: Saved) => run.sizes.businesses.toLocaleString('en-US');
  const lines = [
    `Growth from ${sized(small)} to ${sized(big)} businesses (${small.engine} → ${big.engine}): p97.5 ms at each size, and how much it grew`,
    '',
    `| request | floor p97.5 | growth | REST p97.5 | growth | REST req/s | GraphQL p97.5 | growth |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  const smallByKey = new Map(Object.entries(small.results).map(([key, value]) => [requestKey(key), value]));
  for (const [key, b] of Object.entries(big.results)) {
    const s = smallByKey.get(requestKey(key));
    const pair = (pick: (r: { floor: Summary; rest: Summary; graphql: Summary }) => Summary) =>
      `${fixed(s && pick(s).p975, 1)} → ${fixed(pick(b).p975, 1)} | ${times(pick(b).p975, s && pick(s).p975)}`;
    lines.push(
      `| ${requestKey(key).replace('|', ' ')} | ${pair((r) => r.floor)} | ${pair((r) => r.rest)} | ${fixed(s?.rest.rps)} → ${fixed(b.rest.rps)} | ${pair((r) => r.graphql)} |`,
    );
  }
  return lines.join('\n');
}

/** One saved run as a table, or the growth from the first run to the second. */
export async function compareRuns(files: readonly string[]): Promise<string> {
  const runs = await Promise.all(files.map(load));
  if (runs.length === 1) return single(runs[0]!);
  if (runs.length === 2) return `${single(runs[0]!)}\n\n${single(runs[1]!)}\n\n${growth(runs[0]!, runs[1]!)}`;
  throw new Error('--compare takes one saved run (a table) or two (a small and a big one: their growth)');
}
