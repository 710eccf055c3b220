/**
 * A search's typos, found in the kind's vocabulary (migration 019): the distinct folded words of
 * its entries' search texts, with how many entries hold each. Candidates come from the vocabulary's
 * trigram index (`ffc_vocabulary_near`); the domain's `editDistance` keeps those within the typo
 * budget (`withinBudget`), counting a swap of neighbours as one edit.
 *
 * The vocabulary also gives a search's last word its completions (`prefixCompletions`, migration
 * 020) and how many entries at least hold them.
 *
 * A word's candidates and completions are kept for a minute per database (`CANDIDATES_TTL_MS`): the
 * look-up reads the whole vocabulary's trigrams (tens of milliseconds at a million entries), and
 * people type the same words again and again. One look-up of a word runs at a time (`keptWords`).
 * An entry written through this process drops its kind's kept words at once; one written through
 * another instance is seen within the minute. A kept word only decides which words are searched:
 * the entries themselves are always read live.
 */
import { sql } from 'kysely';
import {
  beyondTyped,
  correctable,
  correctionsOf,
  foldText,
  PREFIX_COMPLETIONS_MAX,
  reachBudget,
  type Correction,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { compiled, rows } from '../db/query.js';

interface Candidate {
  typed: string;
  word: string;
  entries: number;
}

/** A vocabulary word, and how many entries of its kind hold it. */
interface VocabularyWord {
  word: string;
  entries: number;
}

/** How long a word's candidates are kept, and how many words per database. */
export const CANDIDATES_TTL_MS = 60_000;
const CANDIDATES_KEPT = 5_000;

interface Kept {
  at: number;
  generation: number;
  words: VocabularyWord[];
}

/** A database's kept words by kind and key, and the look-ups under way. */
interface Keeper {
  kept: Map<string, Kept>;
  pending: Map<string, Promise<void>>;
}

/** Each database's keeper. A transaction's are its own and go with it. */
const keepers = new WeakMap<Queryable, Keeper>();
/** Bumped when this process writes an entry of a kind: what was kept for the kind before is not used. */
const generations = new Map<string, number>();

/** An entry of this kind was written: its vocabulary may have new or fewer words. */
export function vocabularyChanged(kind: string): void {
  generations.set(kind, (generations.get(kind) ?? 0) + 1);
}

function keeperOf(db: Queryable): Keeper {
  let keeper = keepers.get(db);
  if (!keeper) keepers.set(db, (keeper = { kept: new Map(), pending: new Map() }));
  return keeper;
}

/**
 * The kept words of each key of a kind, those not kept (or kept from before this process last
 * wrote an entry of the kind) looked up first, all in one `lookUp`. One look-up of a key at a
 * time: a request that needs a key already being looked up waits for that look-up. A key kept
 * longer than CANDIDATES_TTL_MS is answered as kept while it is looked up again, so the many
 * requests that find it expired together do not all wait for it (or all read the vocabulary).
 */
async function keptWords(
  db: Queryable,
  kind: string,
  keys: readonly string[],
  lookUp: (missing: string[]) => Promise<Map<string, VocabularyWord[]>>,
): Promise<Map<string, VocabularyWord[]>> {
  const { kept, pending } = keeperOf(db);
  const generation = generations.get(kind) ?? 0;
  const now = Date.now();
  const keyOf = (k: string) => `${kind}\n${k}`;
  const refresh = (chosen: string[]) => {
    const run = lookUp(chosen)
      .then((found) => {
        for (const k of chosen) {
          // The oldest kept key makes room (a Map keeps the order keys were put in).
          kept.delete(keyOf(k));
          if (kept.size >= CANDIDATES_KEPT) kept.delete(kept.keys().next().value!);
          kept.set(keyOf(k), { at: now, generation, words: found.get(k) ?? [] });
        }
      })
      .finally(() => {
        for (const k of chosen) if (pending.get(keyOf(k)) === run) pending.delete(keyOf(k));
      });
    for (const k of chosen) pending.set(keyOf(k), run);
    return run;
  };
  const waits: Promise<void>[] = [];
  const missing: string[] = [];
  const expired: string[] = [];
  for (const k of new Set(keys)) {
    const known = kept.get(keyOf(k));
    const current = known && known.generation === generation ? known : undefined;
    if (current && now - current.at < CANDIDATES_TTL_MS) continue;
    const underway = pending.get(keyOf(k));
    if (underway) {
      if (!current) waits.push(underway);
    } else (current ? expired : missing).push(k);
  }
  // Answered as kept meanwhile; a failed look-up leaves them as they are, to be tried again.
  if (expired.length > 0) refresh(expired).catch(() => undefined);
  if (missing.length > 0) waits.push(refresh(missing));
  await Promise.all(waits);
  return new Map(keys.map((k) => [k, kept.get(keyOf(k))?.words ?? []]));
}

/**
 * The corrections of each word (as `searchWords` gives it) that has any, in one statement. When the
 * words are found as typed too (`foundAsTyped`), only corrections wider than the word (`beyondTyped`).
 */
export async function searchCorrections(
  db: Queryable,
  kind: string,
  words: readonly string[],
  foundAsTyped = false,
): Promise<Map<string, Correction[]>> {
  const typed = words.map((word) => ({ word, folded: foldText(word) })).filter((w) => correctable(w.folded));
  const found = new Map<string, Correction[]>();
  if (typed.length === 0) return found;
  const candidates = await keptWords(
    db,
    kind,
    typed.map((w) => w.folded),
    async (missing) => {
      const looked = await lookUp(db, kind, missing);
      return new Map(missing.map((f) => [f, looked.filter((c) => c.typed === f)]));
    },
  );
  for (const { word, folded } of typed) {
    const all = correctionsOf(folded, candidates.get(folded) ?? []);
    const corrections = foundAsTyped ? beyondTyped(folded, all) : all;
    if (corrections.length > 0) found.set(word, corrections);
  }
  return found;
}

/** A beginning's completions, and how many entries at least hold it or one of them. */
export interface Completions {
  /** The vocabulary's words that start with it (not itself), the most common first. */
  readonly words: string[];
  /**
   * The most entries that hold one of these words or the beginning itself as a word: the fewest
   * entries that match it (closed ones included). Words the vocabulary leaves out (under 4
   * letters, with digits) count none.
   */
  readonly held: number;
}

/**
 * The completions of a beginning (the folded piece a search ends with, `searchTerms`): the kind's
 * vocabulary words that start with it, the most common first, at most PREFIX_COMPLETIONS_MAX, read
 * from `search_vocabulary_prefix_idx` as a range (a piece holds no LIKE wildcard: it is cut at
 * punctuation). Kept as a word's candidates are.
 */
export async function prefixCompletions(db: Queryable, kind: string, beginning: string): Promise<Completions> {
  const key = `^${beginning}`;
  const kept = await keptWords(db, kind, [key], async () => {
    // Every word from the beginning up to (not including) the beginning with its last letter moved on one.
    const last = beginning.charCodeAt(beginning.length - 1);
    const beyond = beginning.slice(0, -1) + String.fromCharCode(last + 1);
    const found = await rows(
      db,
      compiled(
        sql<VocabularyWord>`SELECT v.word, v.entries FROM search_vocabulary v
          WHERE v.word ~>=~ ${beginning} AND v.word ~<~ ${beyond} AND v.word LIKE ${`${beginning}%`}
            AND v.kind = ${kind} AND v.entries > 0
          ORDER BY v.entries DESC, v.word LIMIT ${PREFIX_COMPLETIONS_MAX + 1}`,
      ),
    );
    return new Map([[key, found]]);
  });
  const words = kept.get(key) ?? [];
  return {
    words: words
      .filter((w) => w.word !== beginning)
      .slice(0, PREFIX_COMPLETIONS_MAX)
      .map((w) => w.word),
    held: Math.max(0, ...words.map((w) => w.entries)),
  };
}

/** Every vocabulary word of the kind within reach of each typed (folded) word, in one statement. */
function lookUp(db: Queryable, kind: string, folded: string[]): Promise<Candidate[]> {
  const budgets = folded.map(reachBudget);
  return rows(
    db,
    compiled(
      db.engine === 'postgres'
        ? sql<Candidate>`SELECT t.typed, n.word, n.entries
            FROM unnest(${folded}::text[], ${budgets}::int[]) t(typed, budget)
            CROSS JOIN LATERAL ffc_vocabulary_near(${kind}, t.typed, t.budget) n`
        : // PGlite: every word of the kind's vocabulary within the length and Levenshtein bounds, without
          // pg_trgm. PGlite's pg_trgm module at times traps inside its similarity code (a null function
          // pointer), which leaves the embedded backend broken for every later statement. PGlite holds a
          // local or demo database, whose vocabulary is small enough to read whole.
          sql<Candidate>`SELECT t.typed, v.word, v.entries
            FROM unnest(${folded}::text[], ${budgets}::int[]) t(typed, budget)
            JOIN search_vocabulary v ON v.kind = ${kind} AND v.entries > 0
              AND CASE WHEN length(v.word) BETWEEN length(t.typed) - t.budget AND length(t.typed) + t.budget
                THEN levenshtein_less_equal(v.word, t.typed, 2 * t.budget) <= 2 * t.budget ELSE false END`,
    ),
  );
}
