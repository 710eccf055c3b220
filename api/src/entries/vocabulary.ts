/**
 * A search's typos, found in the kind's vocabulary (migration 019): the distinct folded words of
 * its entries' search texts, with how many entries hold each. Candidates come from the vocabulary's
 * trigram index (`ffc_vocabulary_near`); the domain's `editDistance` keeps those within the typo
 * budget (`withinBudget`), counting a swap of neighbours as one edit.
 *
 * A word's candidates are kept for a minute per database (`CANDIDATES_TTL_MS`): the look-up reads
 * the whole vocabulary's trigrams (tens of milliseconds at a million entries), and people type the
 * same words again and again. An entry written through this process drops its kind's kept
 * candidates at once; one written through another instance is seen within the minute. A kept
 * candidate only decides which words are searched: the entries themselves are always read live.
 */
import { sql } from 'kysely';
import { beyondTyped, correctable, correctionsOf, foldText, PREFIX_COMPLETIONS_MAX, reachBudget, type Correction } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { compiled, rows } from '../db/query.js';

interface Candidate {
  typed: string;
  word: string;
  entries: number;
}

/** How long a word's candidates are kept, and how many words per database. */
export const CANDIDATES_TTL_MS = 60_000;
const CANDIDATES_KEPT = 5_000;

interface Kept {
  at: number;
  generation: number;
  candidates: Candidate[];
}

/** Each database's kept candidates, by kind and typed word. A transaction's are its own and go with it. */
const keptFor = new WeakMap<Queryable, Map<string, Kept>>();
/** Bumped when this process writes an entry of a kind: what was kept for the kind before is not used. */
const generations = new Map<string, number>();

/** An entry of this kind was written: its vocabulary may have new or fewer words. */
export function vocabularyChanged(kind: string): void {
  generations.set(kind, (generations.get(kind) ?? 0) + 1);
}

function keptOf(db: Queryable): Map<string, Kept> {
  let kept = keptFor.get(db);
  if (!kept) keptFor.set(db, (kept = new Map<string, Kept>()));
  return kept;
}

/**
 * The corrections of each word (as `searchWords` gives it) that has any, in one statement. When the
 * words are found as typed too (`foundAsTyped`), only corrections wider than the word (`beyondTyped`).
 */
export async function searchCorrections(db: Queryable, kind: string, words: readonly string[], foundAsTyped = false): Promise<Map<string, Correction[]>> {
  const typed = words.map((word) => ({ word, folded: foldText(word) })).filter((w) => correctable(w.folded));
  const found = new Map<string, Correction[]>();
  if (typed.length === 0) return found;
  const kept = keptOf(db);
  const generation = generations.get(kind) ?? 0;
  const now = Date.now();
  const keyOf = (folded: string) => `${kind}\n${folded}`;
  const fresh = (k: Kept | undefined): k is Kept => !!k && k.generation === generation && now - k.at < CANDIDATES_TTL_MS;
  const missing = [...new Set(typed.map((w) => w.folded))].filter((f) => !fresh(kept.get(keyOf(f))));
  const looked = missing.length > 0 ? await lookUp(db, kind, missing) : [];
  for (const f of missing) {
    // The oldest kept word makes room (a Map keeps the order words were put in).
    kept.delete(keyOf(f));
    if (kept.size >= CANDIDATES_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(keyOf(f), { at: now, generation, candidates: looked.filter((c) => c.typed === f) });
  }
  for (const { word, folded: f } of typed) {
    const all = correctionsOf(f, kept.get(keyOf(f))?.candidates ?? []);
    const corrections = foundAsTyped ? beyondTyped(f, all) : all;
    if (corrections.length > 0) found.set(word, corrections);
  }
  return found;
}

/**
 * The completions of a beginning (the folded piece a search ends with, `searchTerms`): the kind's
 * vocabulary words that start with it, the most common first, at most PREFIX_COMPLETIONS_MAX, read
 * from `search_vocabulary_prefix_idx` as a range (a piece holds no LIKE wildcard: it is cut at
 * punctuation). Kept as a word's candidates are.
 */
export async function prefixCompletions(db: Queryable, kind: string, beginning: string): Promise<string[]> {
  const kept = keptOf(db);
  const key = `${kind}\n^${beginning}`;
  const generation = generations.get(kind) ?? 0;
  const now = Date.now();
  const known = kept.get(key);
  if (known && known.generation === generation && now - known.at < CANDIDATES_TTL_MS) return known.candidates.map((c) => c.word);
  // Every word from the beginning up to (not including) the beginning with its last letter moved on one.
  const last = beginning.charCodeAt(beginning.length - 1);
  const beyond = beginning.slice(0, -1) + String.fromCharCode(last + 1);
  const found = await rows(
    db,
    compiled(
      sql<Omit<Candidate, 'typed'>>`SELECT v.word, v.entries FROM search_vocabulary v
        WHERE v.word ~>=~ ${beginning} AND v.word ~<~ ${beyond} AND v.word LIKE ${`${beginning}%`} AND v.word <> ${beginning}
          AND v.kind = ${kind} AND v.entries > 0
        ORDER BY v.entries DESC, v.word LIMIT ${PREFIX_COMPLETIONS_MAX}`,
    ),
  );
  kept.delete(key);
  if (kept.size >= CANDIDATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { at: now, generation, candidates: found.map((c) => ({ typed: beginning, ...c })) });
  return found.map((c) => c.word);
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
