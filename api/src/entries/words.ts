/**
 * How an entry `e` matches the words of a search (domain `searchTerms`) through its word index
 * (`e.search_words`, migration 020): "holds all of these words" (`@>`) and "holds one of these
 * words" (`&&`), each answered by the kind's GIN index from its posting lists alone. Shared by the
 * lists and the suggestions.
 * Written as SQL text: `@>` and `&&` on text arrays, and the GIN plans they need, are outside the builder's types.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Correction, SearchTerm } from '@ffc/domain';
import { literal } from '../db/query.js';

/** A search term with the words it may be spelled as: the completions of its beginning, its corrections. */
export interface SpelledTerm {
  readonly term: SearchTerm;
  /** The vocabulary's completions of its last piece, when it ends the search (`prefixCompletions`). */
  readonly completions: readonly string[];
  /** Closest and most common first (`correctionsOf`); none when the search is exact. */
  readonly corrections: readonly Correction[];
}

const holdsAll = (words: readonly string[]) => sql`e.search_words @> ${[...words]}::text[]`;
const holdsAny = (words: readonly string[]) => sql`e.search_words && ${[...words]}::text[]`;

/** The terms of a search, each with the completions (the last one's) and corrections given. */
export function spelled(
  terms: readonly SearchTerm[],
  completions: readonly string[],
  corrections?: ReadonlyMap<string, readonly Correction[]>,
): SpelledTerm[] {
  return terms.map((term) => ({
    term,
    completions: term.prefix ? completions : [],
    corrections: corrections?.get(term.word) ?? [],
  }));
}

/** The entry holds the term as typed: every piece as a word, the last one begun if the term ends the search. */
export function asTyped({ term, completions }: SpelledTerm): RawBuilder<unknown> {
  if (!term.prefix) return holdsAll(term.pieces);
  const whole = term.pieces.slice(0, -1);
  const begun = holdsAny([term.pieces[term.pieces.length - 1]!, ...completions]);
  return whole.length === 0 ? begun : sql`(${holdsAll(whole)} AND ${begun})`;
}

/** The entry holds the term as typed or one of its corrections (a corrected word is one piece). */
export function forgiven(spelledTerm: SpelledTerm): RawBuilder<unknown> {
  const { term, completions, corrections } = spelledTerm;
  if (corrections.length === 0) return asTyped(spelledTerm);
  const corrected = corrections.map((c) => c.word);
  if (term.pieces.length === 1) return holdsAny([...term.pieces, ...completions, ...corrected]);
  return sql`(${asTyped(spelledTerm)} OR ${holdsAny(corrected)})`;
}

/**
 * How far an entry is from the term as typed: 0 when it holds it whole, 1 when it holds a
 * completion of its beginning, else 2 and on for the first of its corrections it holds (2 for
 * the closest and most common). Summed over a search's terms, the groups a corrected search's
 * rows come in (`Order.spread`, `list-order.ts`).
 */
export function correctionRank(spelledTerm: SpelledTerm): RawBuilder<unknown> {
  const { term, completions, corrections } = spelledTerm;
  const begun = term.prefix && completions.length > 0 ? [sql`WHEN ${asTyped(spelledTerm)} THEN 1`] : [];
  if (begun.length === 0 && corrections.length === 0) return sql`0`;
  const held = corrections.map((c, i) => sql`WHEN ${holdsAny([c.word])} THEN ${sql.lit(i + 2)}`);
  return sql`CASE WHEN ${holdsAll(term.pieces)} THEN 0 ${sql.join([...begun, ...held], sql` `)}
    ELSE ${sql.lit(corrections.length + 2)} END`;
}

/**
 * Whether every entry a search finds needs the same correction, when nothing matched it as typed:
 * one word has corrections, only one, and no other word can be held in two ways (as typed or begun,
 * a last word with completions). Any entry it finds holds that correction and every other word as
 * typed (holding the word itself or a completion instead, it would have matched as typed), so
 * `correctionRank` is the same for each: its rows are one group, ranked as a search for the corrected
 * words is, with no groups to take turns (which cost "brethe easy yoga" half again as much).
 */
export function oneCorrectionGroup(
  terms: readonly SearchTerm[],
  completions: readonly string[],
  corrections: ReadonlyMap<string, readonly Correction[]>,
): boolean {
  const corrected = terms.filter((t) => (corrections.get(t.word)?.length ?? 0) > 0);
  return (
    corrected.length === 1 &&
    corrections.get(corrected[0]!.word)!.length === 1 &&
    terms.every((t) => t === corrected[0] || !(t.prefix && completions.length > 0))
  );
}

/**
 * The search's one word, when it is one word of one piece (a name's words are read from the name
 * postings only then): null for several words or a word such as "e-mail".
 */
export function singleWord(terms: readonly SearchTerm[]): SearchTerm | null {
  return terms.length === 1 && terms[0]!.pieces.length === 1 ? terms[0]! : null;
}

/**
 * How a word of one piece may be spelled in a name: as typed (folded, as the postings hold it), its
 * beginning's completions, its corrections.
 */
export function spellingsOf(
  term: SearchTerm,
  completions: readonly string[],
  corrections: readonly Correction[] = [],
): string[] {
  return [...new Set([term.pieces[0]!, ...(term.prefix ? completions : []), ...corrections.map((c) => c.word)])];
}

/**
 * The words a name must hold for an entry to be among a search's best matches, read from the name
 * postings: one of the last word's spellings, and every other word as typed.
 */
export interface NamedWords {
  readonly spellings: readonly string[];
  readonly others: readonly string[];
}

/** A search's `NamedWords`; null unless every word is one piece ("e-mail" is two). */
export function namedWords(terms: readonly SearchTerm[], completions: readonly string[]): NamedWords | null {
  if (terms.length === 0 || terms.some((t) => t.pieces.length !== 1)) return null;
  return {
    spellings: spellingsOf(terms[terms.length - 1]!, completions),
    others: terms.slice(0, -1).map((t) => t.pieces[0]!),
  };
}

/**
 * The name of the entry whose posting is `n` holds each of `words` too: its own postings, by
 * `entry_name_words_entry_idx`.
 */
export function alsoInName(table: string, words: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    [
      sql`TRUE`,
      ...words.map(
        (w) =>
          sql`EXISTS (SELECT 1 FROM entry_name_words m
            WHERE m.kind = ${literal(table)} AND m.id = n.id AND m.word = ${w})`,
      ),
    ],
    sql` AND `,
  );
}

/**
 * The first `reach` entries by name (`id`, `name`) of kind `table` whose name holds one of
 * `spellings`, from the name postings (migration 021): one range of the postings' index per
 * spelling, merged. `conditions` are over the entry `e` (open, the list's other filters).
 */
export function namedFirst(
  table: string,
  spellings: readonly string[],
  conditions: RawBuilder<unknown>,
  reach: number | RawBuilder<unknown>,
): RawBuilder<unknown> {
  const range = (
    word: string,
  ) => sql`(SELECT n.id, n.name FROM entry_name_words n JOIN ${sql.table(table)} e ON e.id = n.id
    WHERE n.kind = ${literal(table)} AND n.word = ${word} AND ${conditions} ORDER BY n.name, n.id LIMIT ${reach})`;
  return sql`(${sql.join(spellings.map(range), sql` UNION `)})`;
}

/** The posting `n` is of an entry of kind `table` whose name holds one of `spellings`, and each of `others`. */
export const holdsInName = (table: string, { spellings, others }: NamedWords) =>
  sql`n.kind = ${literal(table)} AND n.word = ANY(${[...spellings]}::text[]) AND ${alsoInName(table, others)}`;
