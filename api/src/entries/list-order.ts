/**
 * The orders of a kind's list (domain `LIST_SORTS`) and of a search's matches, and the SQL that selects, sorts and
 * spreads the rows by an order's keys.
 * Written as SQL text: orders are expressions (ranks, distances, folded names) that the builder has no types for.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Correction, ListSort } from '@ffc/domain';
import { containsPattern } from '../http/pages.js';

/** A LIKE of a word anywhere in a folded text (for ranking the rows a search collected, never for finding them). */
const contains = (text: RawBuilder<unknown>, word: string) => sql`${text} LIKE ffc_fold(${containsPattern(word)})`;

/** The folded name: the search text's first line (migration 010), so ranking folds nothing again. */
const foldedName = sql`split_part(e.search_text, E'\\n', 1)`;

/** How well a match ranks for one word: 1 when the word (or a correction of it) is in the name. */
export const inName = (word: string, corrections: readonly Correction[] = []) =>
  sql`(${sql.join(
    [word, ...corrections.map((c) => c.word)].map((w) => contains(foldedName, w)),
    sql` OR `,
  )})::int`;

/** One key of an order: an expression over the entry `e`, and its direction. */
export interface OrderKey {
  readonly expr: RawBuilder<unknown>;
  readonly direction: 'ASC' | 'DESC' | 'DESC NULLS LAST';
}

/** A list's order: its keys, the last one unique (the id), so pages never overlap. */
export interface Order {
  readonly keys: readonly OrderKey[];
  /** Nearest first: the position index's own order. */
  readonly nearest?: boolean;
  /**
   * "Best for me" (its first key the needs met): the entries that offer any of these needs first,
   * found through the accommodations' GIN index, then the rest (none met) along the next keys' index.
   */
  readonly needsFirst?: readonly string[];
  /**
   * The first key groups the rows (a corrected search's `correctionRank`): group 0 first, then the
   * other groups' rows in turns, a row of each group a turn in the groups' order, each group's rows
   * in the other keys' order. A typo one letter from several words shows each word's matches on the
   * first page, not only the commonest word's.
   */
  readonly spread?: boolean;
}

export const key = (expr: RawBuilder<unknown>, direction: OrderKey['direction'] = 'ASC'): OrderKey => ({
  expr,
  direction,
});
export const byNameKeys = [key(sql`e.name`), key(sql`e.id`)];

/**
 * The orders a list may ask for (domain `LIST_SORTS`), each with its index (migrations 003-006 and
 * 012). Best match is by name here: a search puts its scores first (`byRelevance`).
 */
export function orderOf(sort: ListSort, from: RawBuilder<unknown> | undefined, needs: ReaderNeeds | null): Order {
  switch (sort) {
    case 'for-me':
      // Every row meets every need when the list keeps only those: then most recently confirmed is the order.
      return needs && needs.keys.length > 0 && !needs.meets
        ? {
            keys: [
              key(needsMetOf(needs.keys), 'DESC'),
              key(sql`e.last_confirmed_date`, 'DESC NULLS LAST'),
              key(sql`e.id`, 'DESC'),
            ],
            needsFirst: needs.keys,
          }
        : orderOf('confirmed', from, needs);
    case 'rating':
      return { keys: [key(sql`e.rating`, 'DESC NULLS LAST'), key(sql`e.review_count`, 'DESC'), ...byNameKeys] };
    case 'reviews':
      return { keys: [key(sql`e.review_count`, 'DESC'), key(sql`e.rating`, 'DESC NULLS LAST'), ...byNameKeys] };
    case 'newest':
      return { keys: [key(sql`e.created_date`, 'DESC'), key(sql`e.id`, 'DESC')] };
    case 'confirmed':
      return { keys: [key(sql`e.last_confirmed_date`, 'DESC NULLS LAST'), key(sql`e.id`, 'DESC')] };
    case 'distance':
      return from ? { keys: [key(sql`e.earth <-> ${from}`), key(sql`e.id`)], nearest: true } : { keys: byNameKeys };
    default:
      return { keys: byNameKeys };
  }
}

/** How many of `keys` the entry `e` offers (domain `needsMet`). */
export const needsMetOf = (keys: readonly string[]) =>
  sql`(SELECT count(*) FROM unnest(${keys}::text[]) k WHERE k = ANY(e.accommodations))::int`;

/**
 * The signed-in reader's needs at a kind (`/user/needs`): each row counts how many it meets, "Best
 * for me" orders by that, and `meets` ("Meets my needs") keeps only the entries that meet them all.
 */
export interface ReaderNeeds {
  readonly keys: readonly string[];
  readonly meets: boolean;
}

/** Best match first: the sum of the words' scores, then by name. */
export const byRelevance = (scores: readonly RawBuilder<unknown>[]): Order => ({
  keys: [key(sql`(${sql.join(scores, sql` + `)})::float8`, 'DESC'), ...byNameKeys],
});

/** An order's keys selected as k0, k1, ... (the outer statements order by them). */
export const keysSelect = (order: Order) => sql.join(order.keys.map((k, i) => sql`${k.expr} AS ${sql.id(`k${i}`)}`));

/** ORDER BY an order's keys: as columns k0, k1, ... of `alias`, or as their expressions over `e` (an index's order). */
export const keysOrder = (order: Order, alias: string, expressions = false) =>
  sql.join(order.keys.map((k, i) => sql`${expressions ? k.expr : sql.ref(`${alias}.k${i}`)} ${sql.raw(k.direction)}`));

/** ORDER BY an order's keys as columns of `alias`, spread (`Order.spread`: its rows' `turn`) when it is. */
export const rowsOrder = (order: Order, alias: string) =>
  order.spread
    ? sql`(${sql.ref(`${alias}.k0`)} > 0), ${sql.ref(`${alias}.turn`)}, ${keysOrder(order, alias)}`
    : keysOrder(order, alias);

/** Each row's turn in its group (`Order.spread`): its place in the group by the keys after the first. */
export const turns = (order: Order, alias: string) => {
  const rest = order.keys.slice(1).map((k, i) => sql`${sql.ref(`${alias}.k${i + 1}`)} ${sql.raw(k.direction)}`);
  return sql`row_number() OVER (PARTITION BY ${sql.ref(`${alias}.k0`)} ORDER BY ${sql.join(rest)})`;
};
