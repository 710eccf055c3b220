/**
 * A search's typos, found in the kind's vocabulary (migration 019): the distinct folded words of
 * its entries' search texts, with how many entries hold each. Candidates come from the vocabulary's
 * trigram index (`ffc_vocabulary_near`); the domain's `editDistance` keeps those within the typo
 * budget (`withinBudget`), counting a swap of neighbours as one edit.
 */
import { sql } from 'kysely';
import { beyondTyped, correctable, correctionsOf, foldText, reachBudget, type Correction } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { compiled, rows } from '../db/query.js';

interface Candidate {
  typed: string;
  word: string;
  entries: number;
}

/**
 * The corrections of each word (as `searchWords` gives it) that has any, in one statement. When the
 * words are found as typed too (`foundAsTyped`), only corrections wider than the word (`beyondTyped`).
 */
export async function searchCorrections(db: Queryable, kind: string, words: readonly string[], foundAsTyped = false): Promise<Map<string, Correction[]>> {
  const typed = words.map((word) => ({ word, folded: foldText(word) })).filter((w) => correctable(w.folded));
  const found = new Map<string, Correction[]>();
  if (typed.length === 0) return found;
  const folded = typed.map((w) => w.folded);
  const budgets = folded.map(reachBudget);
  const candidates = await rows(
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
  for (const { word, folded: f } of typed) {
    const all = correctionsOf(f, candidates.filter((c) => c.typed === f));
    const corrections = foundAsTyped ? beyondTyped(f, all) : all;
    if (corrections.length > 0) found.set(word, corrections);
  }
  return found;
}
