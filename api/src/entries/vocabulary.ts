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

/**
 * The corrections of each word (as `searchWords` gives it) that has any, in one statement. When the
 * words are found as typed too (`foundAsTyped`), only corrections wider than the word (`beyondTyped`).
 */
export async function searchCorrections(db: Queryable, kind: string, words: readonly string[], foundAsTyped = false): Promise<Map<string, Correction[]>> {
  const typed = words.map((word) => ({ word, folded: foldText(word) })).filter((w) => correctable(w.folded));
  const found = new Map<string, Correction[]>();
  if (typed.length === 0) return found;
  const folded = typed.map((w) => w.folded);
  const candidates = await rows(
    db,
    compiled(
      sql<{ typed: string; word: string; entries: number }>`SELECT t.typed, n.word, n.entries
        FROM unnest(${folded}::text[], ${folded.map(reachBudget)}::int[]) t(typed, budget)
        CROSS JOIN LATERAL ffc_vocabulary_near(${kind}, t.typed, t.budget) n`,
    ),
  );
  for (const { word, folded: f } of typed) {
    const all = correctionsOf(f, candidates.filter((c) => c.typed === f));
    const corrections = foundAsTyped ? beyondTyped(f, all) : all;
    if (corrections.length > 0) found.set(word, corrections);
  }
  return found;
}
