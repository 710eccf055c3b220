/**
 * `npm run bench:typos`: how many real typos a business search forgives, on the bulk data.
 *
 *   npm run bench:typos -- --businesses 100000 [--words 60] [--typos 2] [--label before] [--concurrency 1]
 *
 * Seeds the benchmark database (DATABASE_URL, or PGlite in DATA_DIR, default ./.data-bench) up to
 * N businesses, as `npm run bench` does, and takes every distinct word of the businesses' names and
 * cities (folded as the search folds them, `ffc_fold`; split on anything but a–z; 4 letters or
 * more). Per word-length band (4, 5–6, 7–8, 9+) it samples `--words` of them (a seeded shuffle, the
 * same every run) and makes `--typos` distinct typos of each kind (a letter deleted, inserted or
 * substituted, two neighbours swapped) at seeded positions and letters, and for words of 9+ letters
 * twice as many two-edit typos (two such edits, Damerau distance 2). Each typo is searched alone
 * through the REST API (`GET /api/businesses?searchText=…`, in this process).
 *
 * A typo is found when the first page (10 rows) has a business whose folded name or city has the
 * original word as a whole word: what a person sees, whatever the API says it corrected. (When the
 * answer carries `correctedSearchText`, how often it names the original word is counted apart.)
 * Prints recall per band and per kind of edit as a markdown table with the latency of the typo
 * searches, and saves the figures to `.bench/typos-<engine>-<N>[-label].json`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadApiConfig, prepareDatabase, startApi } from '@ffc/api';
import { openDatabase } from '../api/src/db/open.js';
import { seededRandom, seedBulk } from '../api/src/seed/bulk.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    words: { type: 'string', default: '60' },
    typos: { type: 'string', default: '2' },
    seed: { type: 'string', default: '26' },
    label: { type: 'string' },
    concurrency: { type: 'string' },
  },
});
const target = Number(values.businesses);
const wordsPerBand = Number(values.words);
const typosPerKind = Number(values.typos);

const EDITS = ['deletion', 'insertion', 'substitution', 'swap'] as const;
type Edit = (typeof EDITS)[number];
type Kind = Edit | 'two edits';
const KINDS: readonly Kind[] = [...EDITS, 'two edits'];

const BANDS = [
  { name: '4 letters', min: 4, max: 4 },
  { name: '5–6 letters', min: 5, max: 6 },
  { name: '7–8 letters', min: 7, max: 8 },
  { name: '9+ letters', min: 9, max: Infinity },
] as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const below = (next: () => number, n: number) => Math.floor(next() * n);

/** One edit of a word at a seeded position (and letter), or undefined when it would change nothing. */
function edit(word: string, kind: Edit, next: () => number): string | undefined {
  const at = below(next, word.length);
  switch (kind) {
    case 'deletion':
      return word.slice(0, at) + word.slice(at + 1);
    case 'insertion': {
      const where = below(next, word.length + 1);
      return word.slice(0, where) + LETTERS[below(next, 26)] + word.slice(where);
    }
    case 'substitution': {
      const letter = LETTERS[below(next, 26)]!;
      return letter === word[at] ? undefined : word.slice(0, at) + letter + word.slice(at + 1);
    }
    case 'swap': {
      const i = below(next, word.length - 1);
      return word[i] === word[i + 1] ? undefined : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
  }
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** `count` distinct typos of one kind (fewer if the word has not that many), at distance 1 or 2. */
function typosOf(word: string, kind: Kind, count: number, next: () => number): string[] {
  const found = new Set<string>();
  const distance = kind === 'two edits' ? 2 : 1;
  for (let attempt = 0; attempt < count * 20 && found.size < count; attempt++) {
    let typo: string | undefined;
    if (kind === 'two edits') {
      const once = edit(word, EDITS[below(next, 4)]!, next);
      typo = once && edit(once, EDITS[below(next, 4)]!, next);
    } else typo = edit(word, kind, next);
    if (typo && typo.length >= 2 && editDistance(word, typo) === distance) found.add(typo);
  }
  return [...found];
}

// ---- the data ----------------------------------------------------------------------------------

const env: Record<string, string | undefined> = {
  DATA_DIR: '.data-bench',
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'false',
};
const config = loadApiConfig(env);
const db = await openDatabase(config);
await prepareDatabase(db, config);
const businesses = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM businesses'))[0]?.n ?? 0;
const missing = target - (await businesses());
if (missing > 0) {
  const started = Date.now();
  console.log(`Seeding ${missing} businesses...`);
  await seedBulk(db, { businesses: missing });
  await db.exec('VACUUM ANALYZE businesses');
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const size = await businesses();
const engine = config.databaseUrl ? 'postgres' : 'pglite';

const vocabulary = (
  await db.query<{ w: string }>(
    `SELECT DISTINCT w FROM businesses b, regexp_split_to_table(ffc_fold(b.name || ' ' || coalesce(b.city, '')), '[^a-z]+') w WHERE length(w) >= 4 ORDER BY w`,
  )
).map((r) => r.w);

/** The sampled words of each band: a seeded shuffle of the band's words, the first `--words`. */
const next = seededRandom(Number(values.seed));
const sampled = BANDS.map((band) => {
  const words = vocabulary.filter((w) => w.length >= band.min && w.length <= band.max);
  for (let i = words.length - 1; i > 0; i--) {
    const j = below(next, i + 1);
    [words[i], words[j]] = [words[j]!, words[i]!];
  }
  return { band, distinct: words.length, words: words.slice(0, wordsPerBand) };
});

interface Trial {
  band: number;
  kind: Kind;
  word: string;
  typo: string;
}
const trials: Trial[] = sampled.flatMap(({ band, words }, b) =>
  words.flatMap((word) =>
    KINDS.filter((kind) => kind !== 'two edits' || band.min >= 9).flatMap((kind) =>
      typosOf(word, kind, kind === 'two edits' ? 2 * typosPerKind : typosPerKind, next).map((typo) => ({
        band: b,
        kind,
        word,
        typo,
      })),
    ),
  ),
);

// ---- the searches ------------------------------------------------------------------------------

const api = await startApi({ ...config, port: 0, host: '127.0.0.1' }, db);
interface Outcome {
  found: boolean;
  corrected: boolean | null;
  ms: number;
  total: number;
}

/** Whether one of these businesses has the word, whole, in its folded name or city. */
async function hasWord(ids: number[], word: string): Promise<boolean> {
  if (ids.length === 0) return false;
  const [row] = await db.query<{ yes: boolean }>(
    `SELECT coalesce(bool_or($1 = ANY (regexp_split_to_array(ffc_fold(name || ' ' || coalesce(city, '')), '[^a-z]+'))), false) AS yes FROM businesses WHERE id = ANY($2::int[])`,
    [word, ids],
  );
  return row?.yes ?? false;
}

async function attempt({ word, typo }: Trial): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${api.url}/businesses?searchText=${encodeURIComponent(typo)}`);
  const page = (await response.json()) as {
    content?: { id: number }[];
    totalElements?: number;
    correctedSearchText?: string | null;
  };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`"${typo}": ${response.status} ${JSON.stringify(page).slice(0, 200)}`);
  const total = page.totalElements ?? 0;
  const corrected =
    page.correctedSearchText === undefined
      ? null
      : total > 0 && (page.correctedSearchText ?? '').split(/\s+/).includes(word);
  return {
    found: await hasWord(
      (page.content ?? []).map((row) => row.id),
      word,
    ),
    corrected,
    ms,
    total,
  };
}

console.log(
  `\n${size.toLocaleString('en-US')} businesses on ${engine}: ${vocabulary.length.toLocaleString('en-US')} distinct words of 4+ letters in names and cities; ` +
    `${trials.length.toLocaleString('en-US')} typos of ${sampled.reduce((n, s) => n + s.words.length, 0)} sampled words to search`,
);
const concurrency = Number(values.concurrency ?? (config.databaseUrl ? 4 : 1));
const outcomes: Outcome[] = new Array<Outcome>(trials.length);
const started = performance.now();
let done = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (done < trials.length) {
      const i = done++;
      outcomes[i] = await attempt(trials[i]!);
      if (i % 250 === 249) process.stdout.write(`  ${i + 1}/${trials.length}\n`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await api.close();

// ---- the report --------------------------------------------------------------------------------

const percent = (found: number, tried: number) => (tried ? `${((100 * found) / tried).toFixed(0)}%` : '–');
const quantile = (ms: number[], q: number) =>
  [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
interface Cell {
  tried: number;
  found: number;
}
const cell = (chosen: Outcome[]) => ({ tried: chosen.length, found: chosen.filter((o) => o.found).length });
const of = (band: number | null, kinds: readonly Kind[]) =>
  outcomes.filter((_, i) => (band === null || trials[i]!.band === band) && kinds.includes(trials[i]!.kind));

const bands = sampled.map(({ band, distinct, words }, b) => ({
  band: band.name,
  distinctWords: distinct,
  wordsTried: words.length,
  // Every kind, mapped just above.
  kinds: Object.fromEntries(KINDS.map((kind) => [kind, cell(of(b, [kind]))])) as Record<Kind, Cell>,
  single: cell(of(b, EDITS)),
  p50: quantile(
    of(b, KINDS).map((o) => o.ms),
    0.5,
  ),
  p975: quantile(
    of(b, KINDS).map((o) => o.ms),
    0.975,
  ),
}));
const show = (c: Cell) => (c.tried ? `${percent(c.found, c.tried)} (${c.found}/${c.tried})` : '–');
console.log(
  `\nSearched in ${seconds.toFixed(0)} s. Found: the first page shows a business with the original word in its name or city.\n`,
);
console.log(
  `| word length | words (of distinct) | single-letter typos found | deleted | inserted | substituted | swapped | two-letter typos found | search p50 / p97.5 ms |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|`);
for (const b of bands) {
  const c = b.kinds;
  console.log(
    `| ${b.band} | ${b.wordsTried} (of ${b.distinctWords}) | ${show(b.single)} | ${EDITS.map((k) => percent(c[k].found, c[k].tried)).join(' | ')} | ${show(c['two edits'])} | ${b.p50.toFixed(0)} / ${b.p975.toFixed(0)} |`,
  );
}
const all = cell(of(null, EDITS));
console.log(
  `| all | ${bands.reduce((n, b) => n + b.wordsTried, 0)} | ${show(all)} | ${EDITS.map((k) => show(cell(of(null, [k])))).join(' | ')} | ${show(cell(of(null, ['two edits'])))} | |`,
);
const answered = outcomes.filter((o) => o.corrected !== null);
if (answered.length) {
  console.log(
    `\ncorrectedSearchText named the original word for ${percent(answered.filter((o) => o.corrected).length, answered.length)} of the typos (${answered.filter((o) => o.corrected).length}/${answered.length}).`,
  );
}
const missed = outcomes.flatMap((o, i) => (o.found ? [] : [`${trials[i]!.typo} (${trials[i]!.word})`]));
if (missed.length)
  console.log(`\nSome typos not found: ${missed.slice(0, 20).join(', ')}${missed.length > 20 ? ', …' : ''}`);

await mkdir(path.join(ROOT, '.bench'), { recursive: true });
const file = path.join(ROOT, '.bench', `typos-${engine}-${size}${values.label ? `-${values.label}` : ''}.json`);
await writeFile(
  file,
  JSON.stringify(
    { engine, businesses: size, distinctWords: vocabulary.length, typos: trials.length, seconds, bands, all, missed },
    null,
    2,
  ),
);
console.log(`\nFigures saved to ${path.relative(ROOT, file)}`);
