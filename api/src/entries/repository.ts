/**
 * The statements of every entry kind, generated from its spec: the select with references as
 * `{ id, name }` (`select.ts`), the filtered page in its order (`list-order.ts`), inserts, updates and deletes. All
 * values are parameters; table and column names come only from the kinds' specs, checked against `db/tables.ts`.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.js';
import { compiled, first, frozen, pageBounds, prepared, rows } from '../db/query.js';
import {
  BROAD_WORD_ENTRIES,
  RANKED_MATCHES_MAX,
  correctedSearch,
  COUNT_CAP,
  effectiveSort,
  searchTerms,
  searchWords,
  type Correction,
  type ListSort,
  type Point,
} from '@ffc/domain';
import { cappedCount, countedRows, pageOfRows, type Counted, type Page, type PageRequest } from '../http/pages.js';
import { refId } from '../http/rows.js';
import { isAccommodated, type EntryPayload, type EntrySpec } from '../kinds/spec.js';
import { recordRevision } from './history.js';
import { prefixCompletions, searchCorrections, vocabularyChanged } from './vocabulary.js';
import {
  alsoInName,
  asTyped,
  correctionRank,
  forgiven,
  holdsInName,
  namedFirst,
  namedWords,
  oneCorrectionGroup,
  singleWord,
  spelled,
  spellingsOf,
  type NamedWords,
} from './words.js';
import { SITE_PHOTO_LINKS, type PhotoLinks } from '../media/links.js';
import {
  byNameKeys,
  byRelevance,
  inName,
  key,
  keysOrder,
  keysSelect,
  needsMetOf,
  orderOf,
  rowsOrder,
  turns,
  type Order,
  type ReaderNeeds,
} from './list-order.js';
import { answeredRow, column, selectOf, type Entry, type ListItem } from './select.js';

/** A list's filter as the kind's filter schema gives it, with the order and reach of every list. */
type ListFilter = Record<string, unknown> & {
  sort?: ListSort | null;
  near?: Point | null;
  radiusKm?: number | null;
  includeClosed?: boolean;
  confirmedWithinMonths?: number | null;
};

/** Whether an entry is closed, and what it was merged into (`setClosed`). */
export interface ClosedState {
  readonly closed: boolean;
  readonly mergedIntoId: number | null;
}

interface ListQuery {
  /** The place distances are measured from (a point on the earth), if any. */
  readonly from: RawBuilder<unknown> | undefined;
  /** The signed-in reader's needs at this kind: each row counts how many it meets. */
  readonly needs?: readonly string[] | undefined;
  readonly order: Order;
  readonly request: PageRequest;
}

/** The statements of a kind, built once from its spec. */
export class EntryRepository<K extends EntrySpec = EntrySpec> {
  private readonly select: RawBuilder<unknown>;
  private readonly from: RawBuilder<unknown>;
  /** A list row's select, and the joins that name its references. */
  private readonly listed: { select: RawBuilder<unknown>; joins: RawBuilder<unknown> };
  private readonly table: RawBuilder<unknown>;
  /** Whether its entries have a position (an `earth` column) to measure distances from. */
  private readonly located: boolean;
  /** Whether its entries list accommodations, and keep a summary of their checks. */
  private readonly accommodated: boolean;

  /**
   * `links` make the addresses of its photos' files (the routes pass the configured store's);
   * without, the site's own (statements whose photos are never answered, like the demo seed's).
   */
  constructor(
    readonly spec: K,
    private readonly links: PhotoLinks = SITE_PHOTO_LINKS,
  ) {
    this.located = spec.fields.some((f) => f.column === 'latitude');
    this.accommodated = isAccommodated(spec);
    const entry = selectOf(spec);
    this.listed = selectOf(spec, new Set(Object.keys(spec.listItem.shape)));
    this.table = sql.table(spec.table);
    this.select = entry.select;
    this.from = frozen(sql`FROM ${this.table} e ${entry.joins}`);
  }

  async find(db: Queryable, id: number): Promise<Entry<K> | undefined> {
    return this.answered(await first(db, prepared(sql<Entry<K>>`${this.select} ${this.from} WHERE e.id = ${id}`)));
  }

  /** Who created it (to decide who may delete it) and its name; undefined when there is no such entry. */
  async creatorOf(db: Queryable, id: number): Promise<{ createdById: number | null; name: string } | undefined> {
    return first(
      db,
      compiled(
        sql<{
          createdById: number | null;
          name: string;
        }>`SELECT created_by_id AS "createdById", name FROM ${this.table} WHERE id = ${id}`,
      ),
    );
  }

  async list(
    db: Queryable,
    filter: ListFilter,
    page: PageRequest,
    needs: ReaderNeeds | null = null,
  ): Promise<Page<ListItem<K>>> {
    const conditions = [sql`TRUE`];
    // Closed entries are rare: walking an order's index past them costs next to nothing.
    if (this.spec.closable && filter.includeClosed !== true) conditions.push(sql`NOT e.closed`);
    /** How many conditions a list has that only leaves closed entries out. */
    const unfiltered = conditions.length;
    for (const [name, columnName] of Object.entries(this.spec.filterColumns)) {
      const value = filter[name];
      if (value != null) conditions.push(sql`${column(columnName)} = ${value}`);
    }
    // Keys may be rare (no entry need hold them), and the planner cannot know: walking an order's
    // index until ten rows hold them could read every row. So, as for a search, their matches are
    // collected from the GIN index first and then ordered.
    let selective = false;
    for (const [name, columnName] of Object.entries(this.spec.keysFilters ?? {})) {
      const keys = filter[name];
      if (!Array.isArray(keys) || keys.length === 0) continue;
      conditions.push(sql`${column(columnName)} @> ${keys}::text[]`);
      selective = true;
    }
    // As selective as keys: the entries holding them all are collected from the GIN index first.
    if (needs?.meets && needs.keys.length > 0) {
      conditions.push(sql`e.accommodations @> ${needs.keys}::text[]`);
      selective = true;
    }
    const near = this.located ? filter.near : undefined;
    const from = near ? sql`ffc_earth(${near.latitude}::float8, ${near.longitude}::float8)` : undefined;
    if (from) {
      // Only entries with a known position are anywhere near.
      conditions.push(sql`e.earth IS NOT NULL`);
      if (filter.radiusKm != null) {
        const metres = filter.radiusKm * 1000;
        conditions.push(
          sql`earth_box(${from}, ${metres}::float8) @> e.earth
            AND earth_distance(${from}, e.earth) <= ${metres}::float8`,
        );
      }
    }
    const terms =
      this.spec.searchable && typeof filter.searchText === 'string' ? searchTerms(searchWords(filter.searchText)) : [];
    const words = terms.map((t) => t.word);
    const sort = effectiveSort(filter.sort, { searching: words.length > 0, near: !!from });
    const within = filter.confirmedWithinMonths;
    if (typeof within === 'number' && this.accommodated) {
      conditions.push(...this.confirmedWithin(within, filter));
      // Few entries are confirmed: their matches are collected from the confirmed index first,
      // unless that index is the list's own order (then walking it stops at the cutoff).
      if (sort !== 'confirmed') selective = true;
    }
    const filters = sql.join(conditions, sql` AND `);
    const query: ListQuery = { from, order: orderOf(sort, from, needs), request: page, needs: needs?.keys };
    // A radius is as selective as keys, unless the list is nearest first: then the position index
    // walked in its order stops at the radius by itself.
    if (filter.radiusKm != null && from && !query.order.nearest) selective = true;
    if (words.length === 0) {
      if (!selective) return this.walk(db, filters, query);
      const found = await this.ranked(db, filters, query);
      if (found.matches > COUNT_CAP) return this.walk(db, filters, query, found.matches);
      return pageOfRows(found.rows, found.matches, page);
    }
    // Every word as typed first (accents and case aside, the last one begun): what a person
    // usually means, each word answered by the word index.
    const { words: completions, held } = await prefixCompletions(
      db,
      this.spec.table,
      terms[terms.length - 1]!.pieces.at(-1)!,
    );
    const exact = sql.join([filters, ...spelled(terms, completions).map(asTyped)], sql` AND `);
    // One word (of one piece) that more than twice the cap of entries hold (the vocabulary counts them), and no
    // other filter: a search that broad is answered in its order at once (best match from the name
    // postings, `walkBroad`), its total an estimate, rather than its first thousand matches collected
    // from the word index only to be counted.
    const single = conditions.length === unfiltered ? singleWord(terms) : null;
    if (single && held > BROAD_WORD_ENTRIES) {
      return sort === 'relevance'
        ? this.walkBroad(db, filters, { spellings: spellingsOf(single, completions), others: [] }, exact, query, held)
        : this.walk(db, exact, query, held);
    }
    const scored = (scores: RawBuilder<unknown>[]): ListQuery =>
      sort === 'relevance' ? { ...query, order: byRelevance(scores) } : query;
    const found = await this.ranked(db, exact, scored(words.map((w) => inName(w))), undefined, RANKED_MATCHES_MAX);
    // More matches than can be ranked: a search that broad is walked in its order (by name for
    // best match), its total an estimate. Past the count cap, corrections could only come after
    // its first thousand: the ranked page stands, its total an estimate too.
    if (found.matches > RANKED_MATCHES_MAX) {
      // Several words that many entries hold together ("breathe easy"): the entries whose name holds
      // them all first, from the name postings, as for one broad word. With other filters, or a word
      // of several pieces, walked by name.
      const named = conditions.length === unfiltered && sort === 'relevance' ? namedWords(terms, completions) : null;
      return named
        ? this.walkBroad(db, filters, named, exact, query, found.matches)
        : this.walk(db, exact, query, found.matches);
    }
    if (found.matches > COUNT_CAP) return pageOfRows(found.rows, found.matches, page);
    const corrections =
      filter.searchExactly === true
        ? new Map<string, Correction[]>()
        : await searchCorrections(db, this.spec.table, words, found.matches > 0);
    if (corrections.size === 0) return pageOfRows(found.rows, found.matches, page);
    // Each word as typed or as a correction: the entries that match every word as typed first, then
    // those that needed a completion or a correction, a row of each in turn (`correctionRank`, spread).
    const forgivenTerms = spelled(terms, completions, corrections);
    const forgivenWhere = sql.join([filters, ...forgivenTerms.map(forgiven)], sql` AND `);
    const scoredForgiven = scored(words.map((w) => inName(w, corrections.get(w))));
    const forgivenQuery: ListQuery = {
      ...scoredForgiven,
      order: {
        keys: [key(sql`(${sql.join(forgivenTerms.map(correctionRank), sql` + `)})`), ...scoredForgiven.order.keys],
        spread: true,
      },
    };
    if (found.matches === 0) {
      // Nothing as typed: every row shown needed a correction, and the list says which search it ran.
      // One word with no filter, and a correction that more than twice the cap hold: walked at once.
      const heldCorrected =
        terms.length === 1 ? Math.max(0, ...(corrections.get(words[0]!) ?? []).map((c) => c.entries)) : 0;
      if (single && heldCorrected > BROAD_WORD_ENTRIES) {
        const correctedText = correctedSearch(words, corrections);
        return sort === 'relevance'
          ? this.walkBroad(
              db,
              filters,
              { spellings: spellingsOf(single, completions, corrections.get(single.word)), others: [] },
              forgivenWhere,
              query,
              heldCorrected,
              correctedText,
            )
          : this.walk(db, forgivenWhere, query, heldCorrected, correctedText);
      }
      const grouped = oneCorrectionGroup(terms, completions, corrections) ? scoredForgiven : forgivenQuery;
      const corrected = await this.ranked(db, forgivenWhere, grouped, undefined, RANKED_MATCHES_MAX);
      const correctedText = corrected.matches > 0 ? correctedSearch(words, corrections) : null;
      if (corrected.matches > RANKED_MATCHES_MAX)
        return this.walk(db, forgivenWhere, query, corrected.matches, correctedText);
      return pageOfRows(corrected.rows, corrected.matches, page, correctedText);
    }
    const mixed = await this.ranked(db, forgivenWhere, forgivenQuery, exact);
    return pageOfRows(mixed.rows, mixed.matches, page);
  }

  /**
   * "Confirmed in the last N months": with an accommodation filter, each key it requires was
   * confirmed since; without, any accommodation the entry lists was. The entry's newest
   * confirmation is a condition either way: the confirmed index answers it.
   */
  private confirmedWithin(months: number, filter: ListFilter): RawBuilder<unknown>[] {
    const cutoff = sql`now() - make_interval(months => ${months}::int)`;
    const required = Object.keys(this.spec.keysFilters ?? {}).flatMap((name) => {
      const keys = filter[name];
      return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
    });
    return [
      sql`e.last_confirmed_date >= ${cutoff}`,
      ...required.map(
        (k) =>
          sql`(SELECT (s ->> 'lastConfirmed')::timestamptz FROM jsonb_array_elements(e.accommodation_status) s
            WHERE s ->> 'key' = ${k}) >= ${cutoff}`,
      ),
    ];
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
  private async ranked(
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
  private async walk(
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
  private async walkBroad(
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
      found.map((row) => this.answered(row)),
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
    return { rows: counted.rows.map((row) => this.answered(row)), matches: counted.matches };
  }

  /** The entries matching `where`, at most `limit` of them (`Matching`, for a capped count). */
  private matching(where: RawBuilder<unknown>) {
    return (limit: number) => sql`(SELECT 1 FROM ${this.table} e WHERE ${where} LIMIT ${limit})`;
  }

  async insert(db: Queryable, payload: EntryPayload, userId: number): Promise<number> {
    const columns = [...this.spec.fields.map((f) => sql.id(f.column)), sql`created_by_id`, sql`modified_by_id`];
    const values = [...this.values(payload), userId, userId];
    const row = await first(
      db,
      compiled(
        sql<{ id: number }>`INSERT INTO ${this.table} (${sql.join(columns)}) VALUES (${sql.join(values)}) RETURNING id`,
      ),
    );
    vocabularyChanged(this.spec.table);
    return row!.id;
  }

  async update(db: Queryable, id: number, payload: EntryPayload, userId: number): Promise<boolean> {
    const values = this.values(payload);
    // A set of keys the payload leaves out is kept as stored.
    const assignments = this.spec.fields.flatMap((f, i) =>
      f.type === 'keys' && payload[f.field] === undefined ? [] : [sql`${sql.id(f.column)} = ${values[i]}`],
    );
    const updated = await rows(
      db,
      compiled(
        sql<{
          id: number;
        }>`UPDATE ${this.table} SET ${sql.join(assignments)}, modified_by_id = ${userId}, modified_date = now()
         WHERE id = ${id} RETURNING id`,
      ),
    );
    vocabularyChanged(this.spec.table);
    return updated.length > 0;
  }

  /** An entry or list row as answered: its accommodations' states now, its photos' addresses. */
  private answered<Row>(row: Row): Row {
    return answeredRow(this.links, row);
  }

  /**
   * Deletes the entry; its reviews go with it in the same statement (ON DELETE CASCADE), and its
   * checks, reports, revisions, places in people's lists and photos (which name it by kind and id)
   * in the same transaction.
   * Answers whether it was there, and the uuids of its photos' files, for the caller to delete
   * once the transaction has committed.
   */
  async delete(tx: Queryable, id: number): Promise<{ deleted: boolean; photoFiles: string[] }> {
    const kind = this.spec.collection;
    for (const table of ['accommodation_checks', 'reports', 'revisions', 'user_list_entries'] as const) {
      await rows(tx, compiled(sql`DELETE FROM ${sql.table(table)} WHERE entry_kind = ${kind} AND entry_id = ${id}`));
    }
    const photos = await rows(
      tx,
      compiled(sql<{ key: string }>`DELETE FROM photos WHERE entry_kind = ${kind} AND entry_id = ${id} RETURNING key`),
    );
    const deleted =
      (await rows(tx, compiled(sql<{ id: number }>`DELETE FROM ${this.table} WHERE id = ${id} RETURNING id`))).length >
      0;
    vocabularyChanged(this.spec.table);
    return { deleted, photoFiles: photos.map((p) => p.key) };
  }

  /**
   * The one way an entry is closed, reopened or merged (`merged_into_id`, of the same kind); reopening
   * forgets the merge. Answers the entry before and after, or undefined when there is no such entry.
   * Entry history hooks in here.
   */
  async setClosed(
    tx: Queryable,
    id: number,
    { closed, mergedIntoId }: ClosedState,
    actorId: number,
  ): Promise<{ before: Entry<K>; after: Entry<K> } | undefined> {
    if (!this.spec.closable) throw new Error(`${this.spec.collection} cannot be closed`);
    // Locked: two moderators acting at once see each other's change.
    const locked = await first(
      tx,
      compiled(sql<{ id: number }>`SELECT id FROM ${this.table} WHERE id = ${id} FOR UPDATE`),
    );
    if (!locked) return undefined;
    const before = await this.find(tx, id);
    await rows(
      tx,
      compiled(sql`UPDATE ${this.table} SET closed = ${closed}, merged_into_id = ${closed ? mergedIntoId : null},
        modified_by_id = ${actorId}, modified_date = now() WHERE id = ${id}`),
    );
    vocabularyChanged(this.spec.table);
    const after = await this.find(tx, id);
    if (!before || !after) return undefined;
    // The entry's history says who closed, merged or reopened it, in the same transaction.
    const action = !closed ? 'reopened' : mergedIntoId != null ? 'merged' : 'closed';
    await recordRevision(tx, this.spec, id, { action, actorId, before, after });
    return { before, after };
  }

  private values(payload: EntryPayload): unknown[] {
    return this.spec.fields.map((f) => {
      const value = payload[f.field];
      if (f.type === 'ref') return refId(value);
      if (f.type === 'boolean') return value ?? false;
      if (f.type === 'keys') return value ?? [];
      return value ?? null;
    });
  }
}
