/**
 * `npm run bench:typos [-- --kind businesses --per-band 300]`: how many typos the search forgives,
 * on the benchmark database (DATABASE_URL, or PGlite in DATA_DIR, default ./.data-bench). Words
 * are drawn from the kind's vocabulary (the words of its entries' names, descriptions and cities);
 * each is changed by one edit of each kind (a letter deleted, inserted, substituted, or two
 * neighbours swapped), and words of 9 letters or more also by two. A typo is forgiven when the
 * search finds the word's entries: the typo is part of the word as typed, or the word is among the
 * typo's corrections (`searchCorrections`, exactly what a list search uses).
 */
import { parseArgs } from 'node:util';
import { loadApiConfig, prepareDatabase } from '@ffc/api';
import { editDistance, TWO_TYPOS_MIN_LENGTH, TYPO_MIN_LENGTH } from '@ffc/domain';
import { openDatabase } from '../api/src/db/open.js';
import { searchCorrections } from '../api/src/entries/vocabulary.js';

const { values } = parseArgs({ options: { kind: { type: 'string', default: 'businesses' }, 'per-band': { type: 'string', default: '300' } } });
const perBand = Number(values['per-band']);
const config = loadApiConfig({ DATA_DIR: '.data-bench', ...process.env, DEMO_DATA: 'false' });
const db = await openDatabase(config);
await prepareDatabase(db, config);

/** A small seeded generator, so every run draws the same typos. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(26);
const at = (n: number) => Math.floor(next() * n);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = (not?: string) => {
  for (;;) {
    const l = LETTERS[at(LETTERS.length)]!;
    if (l !== not) return l;
  }
};

type Edit = 'deletion' | 'insertion' | 'substitution' | 'swap';
const EDITS: readonly Edit[] = ['deletion', 'insertion', 'substitution', 'swap'];
function edited(word: string, edit: Edit): string {
  const i = at(word.length);
  switch (edit) {
    case 'deletion':
      return word.slice(0, i) + word.slice(i + 1);
    case 'insertion':
      return word.slice(0, i) + letter() + word.slice(i);
    case 'substitution':
      return word.slice(0, i) + letter(word[i]) + word.slice(i + 1);
    case 'swap': {
      // Two different neighbours, else the swap changes nothing.
      const j = Math.min(i, word.length - 2);
      if (word[j] === word[j + 1]) return edited(word, 'substitution');
      return word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
    }
  }
}

const BANDS = [
  { label: '4 letters', min: 4, max: 4 },
  { label: '5–6 letters', min: 5, max: 6 },
  { label: '7–8 letters', min: 7, max: 8 },
  { label: '9+ letters', min: TWO_TYPOS_MIN_LENGTH, max: 99 },
];

/** Whether a search for `typo` finds the entries holding `word`. */
async function forgiven(typo: string, word: string): Promise<boolean> {
  if (word.includes(typo)) return true;
  const corrections = await searchCorrections(db, values.kind, [typo]);
  return corrections.get(typo)?.some((c) => c.word === word) ?? false;
}

console.log(`Typos forgiven in ${values.kind}'s words (${perBand} words per band, one typo of each kind per word)\n`);
console.log('| word length | edits | deletion | insertion | substitution | swap | all |');
console.log('|---|---|---|---|---|---|---|');
for (const band of BANDS) {
  const words = (
    await db.query<{ word: string }>(
      `SELECT word FROM search_vocabulary WHERE kind = $1 AND length(word) BETWEEN $2 AND $3 AND word ~ '^[a-z]+$' ORDER BY md5(word) LIMIT $4`,
      [values.kind, band.min, band.max, perBand],
    )
  ).map((r) => r.word);
  for (const edits of band.min >= TWO_TYPOS_MIN_LENGTH ? [1, 2] : [1]) {
    const found: Record<string, number> = {};
    const tried: Record<string, number> = {};
    for (const edit of EDITS) {
      for (const word of words) {
        let typo = edited(word, edit);
        if (edits === 2) typo = edited(typo, EDITS[at(EDITS.length)]!);
        // An edit that undoes itself or lands on the word again is no typo.
        if (editDistance(typo, word) !== edits || typo.length < TYPO_MIN_LENGTH - 1) continue;
        tried[edit] = (tried[edit] ?? 0) + 1;
        if (await forgiven(typo, word)) found[edit] = (found[edit] ?? 0) + 1;
      }
    }
    const share = (n = 0, of = 0) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);
    const all = EDITS.reduce((sum, e) => sum + (found[e] ?? 0), 0);
    const of = EDITS.reduce((sum, e) => sum + (tried[e] ?? 0), 0);
    console.log(`| ${band.label} | ${edits} | ${EDITS.map((e) => share(found[e], tried[e])).join(' | ')} | ${share(all, of)} |`);
  }
}
await db.close();
