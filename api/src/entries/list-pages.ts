/**
 * The statements that read a page of a kind's list: its matches collected and ranked, an order's index walked, or a
 * broad search's named entries read from the name postings. Each page's rows are read, named and counted in one
 * statement where it can be.
 * Written as SQL text: each page's statement is made from the spec and the filter, and kept prepared by its text.
 */
import { sql, type RawBuilder } from 'kysely';
import { COUNT_CAP } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { compiled, first, pageBounds, prepared, rows } from '../db/query.js';
import { cappedCount, countedRows, pageOfRows, type Counted, type Page, type PageRequest } from '../http/pages.js';
import type { EntrySpec } from '../kinds/spec.js';
import type { PhotoLinks } from '../media/links.js';
import { byNameKeys, keysOrder, keysSelect, needsMetOf, rowsOrder, turns, type Order } from './list-order.js';
import { answeredRow, selectOf, type ListItem } from './select.js';
import { alsoInName, holdsInName, namedFirst, type NamedWords } from './words.js';

/** What a page is read with: the place it is measured from, the reader's needs, its order and which page it is. */
export interface ListQuery {
  /** The place distances are measured from (a point on the earth), if any. */
  readonly from: RawBuilder<unknown> | undefined;
  /** The signed-in reader's needs at this kind: each row counts how many it meets. */
  readonly needs?: readonly string[] | undefined;
  readonly order: Order;
  readonly request: PageRequest;
}

/** The page statements of a kind, built once from its spec. */
export class ListPages<K extends EntrySpec = EntrySpec> {
  /** A list row's select, and the joins that name its references. */
  private readonly listed: { select: RawBuilder<unknown>; joins: RawBuilder<unknown> };
  private readonly table: RawBuilder<unknown>;

  /** `links` make the addresses of the rows' photos' files. */
  constructor(
    private readonly spec: K,
    private readonly links: PhotoLinks,
  ) {
    this.listed = selectOf(spec, new Set(Object.keys(spec.listItem.shape)));
    this.table = sql.table(spec.table);
  }

  /** A list row's select: its columns, and its distance from the place the list is measured from. */
  private rowSelect({ from, needs }: Pick<ListQuery, 'from' | 'needs'>) {
    const distance = from ? sql`, earth_distance(${from}, e.earth) / 1000 AS "distanceKm"` : sql``;
    const met = needs ? sql`, ${needsMetOf(needs)} AS "needsMet", ${needs.length}::int AS "needsTotal"` : sql``;
    return sql`${this.listed.select}${distance}${met}`;
  }

  /**
   * Matches in their order, in one statement: collected through the filters' indexes (at most one
   * past `most`, the count cap unless told, in no order, so the planner cannot walk an order's index instead), counted,
   * ordered, and only the requested page's rows read and named. With `also`, the matches of both.
   */
  async ranked(
    db: Queryable,
    where: RawBuilder<unknown>,
    { from, order, request, needs }: ListQuery,
    also?: RawBuilder<unknown>,
    most = COUNT_CAP,
  ) {
    const { page, size } = request;
    const collect = (condition: RawBuilder<unknown>) =>
      sql`SELECT e.id, ${keysSelect(order)} FROM ${this.table} e WHERE ${condition} LIMIT ${most + 1}`;
    // `also` (the matches as typed, at most the cap) are collected whole beside the first `where`
    // ones, so none of them is lost when those are more than the cap.
    const collected = also ? sql`(${collect(also)}) UNION (${collect(where)})` : collect(where);
    const found = await rows(
      db,
      compiled(
        sql<Counted<ListItem<K>>>`WITH m AS MATERIALIZED (${collected}),
         ${order.spread ? sql`s AS (SELECT m.*, ${turns(order, 'm')} AS turn FROM m),` : sql``}
         p AS (SELECT * FROM ${sql.table(order.spread ? 's' : 'm')}
           ORDER BY ${rowsOrder(order, order.spread ? 's' : 'm')} LIMIT ${size} OFFSET ${page * size})
         ${this.rowSelect({ from, needs })}, (SELECT count(*)::int FROM m) AS "matches"
         FROM p JOIN ${this.table} e ON e.id = p.id ${this.listed.joins}
         ORDER BY ${rowsOrder(order, 'p')}`,
      ),
    );
    return this.counted(db, found, where, request);
  }

  /**
   * A page in its order, in one statement: no search, or one with more matches than the cap
   * (`matches`, already counted). The page's ids come first, from the order's index alone; only
   * those rows are then read, their references joined and their JSON built.
   */
  async walk(
    db: Queryable,
    where: RawBuilder<unknown>,
    { from, order, request, needs }: ListQuery,
    matches?: number,
    correctedSearchText: string | null = null,
  ): Promise<Page<ListItem<K>>> {
    const { page, size } = request;
    const count = matches ?? cappedCount(this.matching(where));
    const ids =
      order.nearest && from
        ? // The position index gives rows nearest first but cannot break ties (entries geocoded to
          // the same town centre share a position): it finds how far the page reaches, then every
          // row that close is ordered by distance and id.
          sql`WITH reach AS (SELECT max(d) AS d FROM (SELECT e.earth <-> ${from} AS d FROM ${this.table} e
                WHERE ${where} ORDER BY e.earth <-> ${from} LIMIT ${(page + 1) * size}) nearest)
              SELECT e.id, ${keysSelect(order)} FROM ${this.table} e, reach
              WHERE ${where} AND e.earth <@ cube_enlarge(${from}, reach.d, 3) AND e.earth <-> ${from} <= reach.d
              ORDER BY ${keysOrder(order, 'e', true)} LIMIT ${size} OFFSET ${page * size}`
        : order.needsFirst
          ? this.needsFirstIds(where, order, order.needsFirst, { page, size })
          : sql`SELECT e.id, ${keysSelect(order)} FROM ${this.table} e WHERE ${where}
            ORDER BY ${keysOrder(order, 'e', true)} LIMIT ${size} OFFSET ${page * size}`;
    const found = await rows(
      db,
      compiled(
        sql<Counted<ListItem<K>>>`${this.rowSelect({ from, needs })}, ${count} AS "matches"
         FROM (${ids}) p JOIN ${this.table} e ON e.id = p.id ${this.listed.joins}
         ORDER BY ${keysOrder(order, 'p')}`,
      ),
    );
    const counted = await this.counted(db, found, where, request);
    return pageOfRows(counted.rows, counted.matches, request, correctedSearchText);
  }

  /**
   * A "Best for me" page's ids without sorting the whole list by needs met: the entries that offer
   * any need (the GIN index finds them; they are few beside a million) ranked by needs met, and as
   * many of the rest (none met) from the front of the next keys' index (most recently confirmed),
   * merged. Every row of the first part meets at least one need, so the merge is the order itself.
   */
  private needsFirstIds(
    where: RawBuilder<unknown>,
    order: Order,
    needs: readonly string[],
    { page, size }: PageRequest,
  ) {
    const offers = sql`e.accommodations && ${needs}::text[]`;
    const reach = (page + 1) * size;
    const rest = order.keys.slice(1);
    const restSelect = sql.join([sql`0 AS k0`, ...rest.map((k, i) => sql`${k.expr} AS ${sql.id(`k${i + 1}`)}`)]);
    const restOrder = sql.join(rest.map((k) => sql`${k.expr} ${sql.raw(k.direction)}`));
    return sql`SELECT u.* FROM (
        (SELECT e.id, ${keysSelect(order)} FROM ${this.table} e WHERE ${where} AND ${offers}
          ORDER BY ${keysOrder(order, 'e', true)} LIMIT ${reach})
        UNION ALL
        (SELECT e.id, ${restSelect} FROM ${this.table} e WHERE ${where} AND NOT ${offers}
          ORDER BY ${restOrder} LIMIT ${reach})
      ) u ORDER BY ${keysOrder(order, 'u')} LIMIT ${size} OFFSET ${page * size}`;
  }

  /**
   * A broad search's page in best-match order, without collecting its matches: the entries whose
   * name holds one of its last word's spellings (`spellingsOf`: as typed, its completions, its
   * corrections) and each other word (`named.others`) first, by name, read from the name postings
   * (migration 021) a range per spelling; then the entries that hold them elsewhere only, by name,
   * along the name index. Its total is `held` (the vocabulary's estimate for one word, the capped
   * count for several), an estimate as for any broad walk. `filters` are the list's other
   * conditions, `where` all of them.
   */
  async walkBroad(
    db: Queryable,
    filters: RawBuilder<unknown>,
    named: NamedWords,
    where: RawBuilder<unknown>,
    { from, request, needs }: ListQuery,
    held: number,
    correctedSearchText: string | null = null,
  ): Promise<Page<ListItem<K>>> {
    const { page, size } = request;
    const table = this.spec.table;
    const order: Order = { keys: byNameKeys };
    const pageOf = async (ids: RawBuilder<unknown>, { prepare }: { prepare: boolean }) => {
      const statement = sql<
        ListItem<K>
      >`${this.rowSelect({ from, needs })} FROM (${ids}) p JOIN ${this.table} e ON e.id = p.id ${this.listed.joins}
        ORDER BY ${keysOrder(order, 'p')}`;
      return rows(db, prepare ? prepared(statement) : compiled(statement));
    };
    // Each spelling's first entries by name, as many as reach this page, merged: the page's named entries.
    const bounds = pageBounds(request);
    const found = await pageOf(
      sql`SELECT u.id, u.name AS k0, u.id AS k1
      FROM ${namedFirst(table, named.spellings, sql`${filters} AND ${alsoInName(table, named.others)}`, bounds.reach)} u
      ORDER BY u.name, u.id LIMIT ${bounds.size} OFFSET ${bounds.offset}`,
      // Prepared for one word: its plan is the postings' ranges whatever the word. Other words are
      // each looked up in the entry's postings, a plan that holds only while the planner knows how
      // common they are (with stale statistics it took "easy" for 59 postings, hashed all 66,465
      // of "breathe" and took 0.9 s): planned for its words each time.
      { prepare: bounds.prepare && named.others.length === 0 },
    );
    if (found.length < size) {
      // Past the named entries: those that hold a spelling elsewhere only, after as many as the named ones.
      const counted = await first(
        db,
        compiled(
          sql<{
            n: number;
          }>`SELECT count(DISTINCT n.id)::int AS n FROM entry_name_words n JOIN ${this.table} e ON e.id = n.id
            WHERE ${holdsInName(table, named)} AND ${filters}`,
        ),
      );
      const skip = Math.max(0, page * size - (counted?.n ?? 0));
      found.push(
        ...(await pageOf(
          sql`SELECT e.id, e.name AS k0, e.id AS k1 FROM ${this.table} e
          WHERE ${where}
            AND NOT EXISTS (SELECT 1 FROM entry_name_words n WHERE ${holdsInName(table, named)} AND n.id = e.id)
          ORDER BY e.name, e.id LIMIT ${size - found.length} OFFSET ${skip}`,
          // Planned for its words: a generic plan would take a word for a rare one and sort all its matches.
          { prepare: false },
        )),
      );
    }
    return pageOfRows(
      found.map((row) => answeredRow(this.links, row)),
      held,
      request,
      correctedSearchText,
    );
  }

  /**
   * The rows without their count, and the count (at most one past the cap). A page past the end
   * has no row to carry it: only then is it counted on its own.
   */
  private async counted(
    db: Queryable,
    found: Counted<ListItem<K>>[],
    where: RawBuilder<unknown>,
    request: PageRequest,
  ) {
    const counted = await countedRows(db, found, request, this.matching(where));
    return { rows: counted.rows.map((row) => answeredRow(this.links, row)), matches: counted.matches };
  }

  /** The entries matching `where`, at most `limit` of them (`Matching`, for a capped count). */
  private matching(where: RawBuilder<unknown>) {
    return (limit: number) => sql`(SELECT 1 FROM ${this.table} e WHERE ${where} LIMIT ${limit})`;
  }
}
