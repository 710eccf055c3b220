/**
 * The statements of GET /suggestions: entries whose name matches, places (cities) that have entries of the kind, and
 * types whose name matches, by the search's rules (each word as typed, the last one also as a prefix, or within its
 * typo budget). Every statement is read through an index and stops at a few rows: the vocabulary's and places'
 * trigram indexes, the entries' word index, and reference tables of a few dozen rows.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  matchesWords,
  suggestionPaths,
  SUGGESTIONS_MAX,
  type Correction,
  type SearchTerm,
  type Suggestion,
  type SuggestionKind,
} from '@ffc/domain';
import { SPECS_BY_KIND } from '../kinds/all.js';
import type { Queryable } from '../db/database.js';
import { compiled, literal, prepared, rows } from '../db/query.js';
import { forgiven, namedFirst, singleWord, spelled, spellingsOf } from '../entries/words.js';
import { containsPattern, prefixPattern } from '../http/pages.js';

const SPECS = SPECS_BY_KIND;
/** Each kind's types (reference data), and whether its entries have a city. */
const TYPES = {
  businesses: 'business_types',
  homes: 'home_types',
  products: 'product_types',
  socials: 'social_types',
} as const satisfies Record<SuggestionKind, string>;
const LOCATED: Record<SuggestionKind, boolean> = { businesses: true, homes: true, products: false, socials: true };

/** The most places in one answer: each kind's statement reads no more. */
export const PLACES_SHOWN = 3;
/** A trigram index answers a LIKE only from this many letters; entries are suggested from this many too. */
const INDEXED_MIN = 3;

const like = (text: RawBuilder<unknown>, word: string) => sql`${text} LIKE ffc_fold(${containsPattern(word)})`;
const prefix = (text: RawBuilder<unknown>, word: string) => sql`${text} LIKE ffc_fold(${prefixPattern(word)})`;
/** A word as typed, or one of its corrections, anywhere in `text`. */
const anyOf = (text: RawBuilder<unknown>, word: string, corrections: readonly Correction[]) =>
  sql`(${sql.join(
    [word, ...corrections.map((c) => c.word)].map((w) => like(text, w)),
    sql` OR `,
  )})`;

interface Typed {
  readonly words: readonly string[];
  readonly terms: readonly SearchTerm[];
  /** The completions of the beginning the text ends with, in the kind's vocabulary. */
  readonly completions: readonly string[];
  readonly corrections: ReadonlyMap<string, readonly Correction[]>;
}

/** A kind's words as the search reads them: its completions and corrections are the kind's own. */
export interface KindTyped extends Typed {
  readonly kind: SuggestionKind;
}

/** A statement's part that reads a kind's rows, and whether it reads them from the name postings. */
interface KindRows {
  readonly kind: SuggestionKind;
  readonly rows: RawBuilder<unknown>;
  readonly byWord: boolean;
}

const isRows = (part: KindRows | null): part is KindRows => part !== null;

/** A suggested entry's row, with the kind it is of. */
interface EntryRow {
  kind: SuggestionKind;
  id: number;
  name: string;
}

/**
 * Entries whose name matches every word, for every kind asked, in one statement: per kind as typed
 * first, then through corrections (a second statement, only for kinds with room left and
 * corrections). Answered in the kinds' order, each kind's rows in its own.
 */
export async function entriesOf(db: Queryable, typedKinds: readonly KindTyped[]): Promise<Suggestion[]> {
  // Only short words: every entry begins to match them, and people have not said what they mean yet.
  const asked = typedKinds.filter(({ terms }) => terms.some((t) => t.folded.length >= INDEXED_MIN));
  if (asked.length === 0) return [];
  const found = new Map<SuggestionKind, EntryRow[]>(asked.map(({ kind }) => [kind, []]));
  const run = async (parts: readonly KindRows[]) => {
    if (parts.length === 0) return;
    const union = sql.join(
      parts.map(
        ({ kind, rows: kindRows }, i) =>
          sql`(SELECT ${sql.lit(i)} AS turn, ${literal(kind)}::text AS kind, k.id, k.name FROM (${kindRows}) k)`,
      ),
      sql` UNION ALL `,
    );
    const statement = sql<EntryRow>`SELECT u.kind, u.id, u.name FROM (${union}) u ORDER BY u.turn, u.name, u.id`;
    // Prepared when every kind's rows come from the name postings: their plan is the same whatever the word.
    const answered = await rows(db, parts.every((part) => part.byWord) ? prepared(statement) : compiled(statement));
    for (const row of answered) found.get(row.kind)?.push(row);
  };
  await run(asked.map((typedKind) => entryRows(typedKind, false, [])).filter(isRows));
  await run(
    asked
      .filter(({ kind, corrections }) => corrections.size > 0 && found.get(kind)!.length < SUGGESTIONS_MAX)
      .map((typedKind) =>
        entryRows(
          typedKind,
          true,
          found.get(typedKind.kind)!.map((f) => f.id),
        ),
      )
      .filter(isRows),
  );
  return asked.flatMap(({ kind }) =>
    found
      .get(kind)!
      .slice(0, SUGGESTIONS_MAX)
      .map((e) => ({ label: e.name, type: 'entry' as const, kind, id: e.id, path: suggestionPaths.entry(kind, e.id) })),
  );
}

/**
 * A kind's entries whose name matches every word, at most SUGGESTIONS_MAX, none of `skip`: as typed
 * (`forgiven` false), or through the corrections only. Null when there is nothing to correct.
 */
function entryRows(
  { kind, terms, completions, corrections }: KindTyped,
  isForgiven: boolean,
  skip: readonly number[],
): KindRows | null {
  const spec = SPECS[kind];
  const open = spec.closable ? sql`NOT e.closed` : sql`TRUE`;
  // One word: the entries whose name holds it (begun) or, after them, a correction of it, the first
  // by name, from the name postings a range per spelling (migration 021): the same few every time,
  // at once however many entries hold it.
  const single = singleWord(terms);
  if (single) {
    const spellings = isForgiven
      ? (corrections.get(single.word) ?? []).map((c) => c.word)
      : spellingsOf(single, completions);
    if (spellings.length === 0) return null;
    // As many of each spelling as could be needed past those skipped: one text whether or not
    // some are (the most that can be skipped is one fewer than the most shown).
    const most = literal(skip.length === 0 ? SUGGESTIONS_MAX : 2 * SUGGESTIONS_MAX - 1);
    return {
      kind,
      byWord: true,
      rows: sql`SELECT u.id, u.name FROM ${namedFirst(spec.table, spellings, open, most)} u
          WHERE u.id <> ALL (${[...skip]}::int[]) ORDER BY u.name, u.id LIMIT ${literal(SUGGESTIONS_MAX)}`,
    };
  }
  const name = sql`split_part(e.search_text, E'\\n', 1)`;
  // The word index narrows on the search text; the name must hold the word too. Several words: the
  // planner reads the word index's matches until it has a few.
  const where = sql.join(
    spelled(terms, completions, isForgiven ? corrections : undefined).flatMap((t) => [
      forgiven(t),
      anyOf(name, t.term.word, t.corrections),
    ]),
    sql` AND `,
  );
  return {
    kind,
    byWord: false,
    rows: sql`SELECT e.id, e.name FROM ${sql.table(spec.table)} e
          WHERE ${open} AND ${where} ${skip.length > 0 ? sql`AND e.id <> ALL (${[...skip]}::int[])` : sql``}
          LIMIT ${literal(SUGGESTIONS_MAX)}`,
  };
}

/**
 * Places whose (folded) city name matches every word, for every located kind asked, in one
 * statement: per kind those as typed and with most entries first, PLACES_SHOWN of each.
 */
export async function placesOf(db: Queryable, typedKinds: readonly KindTyped[]): Promise<Suggestion[]> {
  const located = typedKinds.filter(({ kind }) => LOCATED[kind]);
  if (located.length === 0) return [];
  const folded = sql`p.folded`;
  const ofKind = ({ kind, words, corrections }: KindTyped, turn: number) => {
    const last = words.length - 1;
    // A short last word is a city's beginning (its own index); a longer one is anywhere, as in search.
    const conditions = words.map((w, i) =>
      i === last && w.length < INDEXED_MIN ? prefix(folded, w) : anyOf(folded, w, corrections.get(w) ?? []),
    );
    const asTyped = sql.join(
      words.map((w, i) => (i === last && w.length < INDEXED_MIN ? prefix(folded, w) : like(folded, w))),
      sql` AND `,
    );
    return sql`(SELECT ${sql.lit(turn)} AS turn, ${literal(kind)}::text AS kind, p.city,
          row_number() OVER (ORDER BY (${asTyped})::int DESC, p.entries DESC, p.folded) AS place
        FROM search_places p WHERE p.kind = ${literal(kind)} AND ${sql.join(conditions, sql` AND `)}
        ORDER BY (${asTyped})::int DESC, p.entries DESC, p.folded LIMIT ${literal(PLACES_SHOWN)})`;
  };
  const statement = sql<{
    kind: SuggestionKind;
    city: string;
  }>`SELECT u.kind, u.city FROM (${sql.join(located.map(ofKind), sql` UNION ALL `)}) u ORDER BY u.turn, u.place`;
  // Planning the kinds' trigram look-ups costs more than running them: prepared, unless a word is a
  // city's beginning, whose prefix range a generic plan could not use (it would read the trigrams of
  // "po", 25 ms instead of 0.1).
  const beginning = located.some(({ words }) => words.at(-1)!.length < INDEXED_MIN);
  const found = await rows(db, beginning ? compiled(statement) : prepared(statement));
  return found.map((p) => ({
    label: p.city,
    type: 'place',
    kind: p.kind,
    id: null,
    path: suggestionPaths.place(p.kind, p.city),
  }));
}

/** The types of the kinds asked for whose name matches (reference data: a few dozen rows, matched here). */
export async function typesOf(
  db: Queryable,
  kinds: readonly SuggestionKind[],
  words: readonly string[],
): Promise<Suggestion[]> {
  const all = await rows(
    db,
    prepared(
      sql<{ kind: SuggestionKind; id: number; name: string }>`${sql.join(
        kinds.map((kind) => sql`SELECT ${literal(kind)}::text AS kind, id, name FROM ${sql.table(TYPES[kind])}`),
        sql` UNION ALL `,
      )} ORDER BY name, kind`,
    ),
  );
  return all
    .filter((t) => matchesWords(t.name, words))
    .slice(0, SUGGESTIONS_MAX)
    .map((t) => ({
      label: t.name,
      type: 'entryType',
      kind: t.kind,
      id: t.id,
      path: suggestionPaths.entryType(t.kind, t.id),
    }));
}
