/**
 * A kind's list: its filter read as conditions and an order, then its page read the cheapest way that answers it (an
 * order's index walked, the matches collected and ranked, a broad search's named entries first), a search's words
 * as typed first and then through their corrections.
 * Written as SQL text, not with the builder: the table, columns and joins are the kind's spec's, chosen at run time.
 */
import { sql, type RawBuilder } from 'kysely';
import {
  BROAD_WORD_ENTRIES,
  correctedSearch,
  COUNT_CAP,
  effectiveSort,
  RANKED_MATCHES_MAX,
  searchTerms,
  searchWords,
  type Correction,
  type ListSort,
  type Point,
  type SearchTerm,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { pageOfRows, type Page, type PageRequest } from '../http/pages.js';
import { isAccommodated, type EntrySpec } from '../kinds/spec.js';
import type { PhotoLinks } from '../media/links.js';
import { byRelevance, inName, key, orderOf, type ReaderNeeds } from './list-order.js';
import { ListPages, type ListQuery } from './list-pages.js';
import { column, type ListItem } from './select.js';
import { prefixCompletions, searchCorrections } from './vocabulary.js';
import {
  asTyped,
  correctionRank,
  forgiven,
  namedWords,
  oneCorrectionGroup,
  singleWord,
  spelled,
  spellingsOf,
} from './words.js';

/** A list's filter as the kind's filter schema gives it, with the order and reach of every list. */
export type ListFilter = Record<string, unknown> & {
  sort?: ListSort | null;
  near?: Point | null;
  radiusKm?: number | null;
  includeClosed?: boolean;
  confirmedWithinMonths?: number | null;
};

/** A list's filter as read: its conditions, its order and its search's words. */
interface ListPlan {
  /** Every condition, joined with AND. */
  readonly filters: RawBuilder<unknown>;
  /** Whether a condition does more than leave closed entries out. */
  readonly filtered: boolean;
  /**
   * Whether its conditions may hold for few rows, which the planner cannot know: walking an order's index until a page
   * of rows meets them could read every row, so their matches are collected through their indexes first, then ordered.
   */
  readonly selective: boolean;
  readonly terms: readonly SearchTerm[];
  readonly words: readonly string[];
  readonly sort: ListSort;
  readonly query: ListQuery;
}

/** A search's words as typed: the completions of its last beginning, their condition, and its one word if it is one. */
interface AsTyped {
  readonly completions: readonly string[];
  readonly exact: RawBuilder<unknown>;
  readonly single: SearchTerm | null;
}

/** Best match (`relevance`) orders by the sum of each word's score; any other order stands. */
const scoredBy = ({ sort, query, words }: ListPlan, score: (word: string) => RawBuilder<unknown>): ListQuery =>
  sort === 'relevance' ? { ...query, order: byRelevance(words.map(score)) } : query;

/** The list statements of a kind, built once from its spec. */
export class EntryLists<K extends EntrySpec = EntrySpec> {
  private readonly pages: ListPages<K>;
  /** Whether its entries have a position (an `earth` column) to measure distances from. */
  private readonly located: boolean;
  /** Whether its entries list accommodations, and keep a summary of their checks. */
  private readonly accommodated: boolean;

  /** `links` make the addresses of the rows' photos' files. */
  constructor(
    private readonly spec: K,
    links: PhotoLinks,
  ) {
    this.pages = new ListPages(spec, links);
    this.located = spec.fields.some((f) => f.column === 'latitude');
    this.accommodated = isAccommodated(spec);
  }

  /** A page of the list: a search's, or one in its order (its matches collected first when they may be few). */
  async page(
    db: Queryable,
    filter: ListFilter,
    request: PageRequest,
    needs: ReaderNeeds | null = null,
  ): Promise<Page<ListItem<K>>> {
    const plan = this.plan(filter, request, needs);
    const { filters, query } = plan;
    if (plan.words.length > 0) return this.searched(db, plan, filter.searchExactly === true);
    if (!plan.selective) return this.pages.walk(db, filters, query);
    const found = await this.pages.ranked(db, filters, query);
    if (found.matches > COUNT_CAP) return this.pages.walk(db, filters, query, found.matches);
    return pageOfRows(found.rows, found.matches, request);
  }

  /** The filter's conditions, always in this order: a statement's text, and so its prepared plan's name, follows it. */
  private plan(filter: ListFilter, request: PageRequest, needs: ReaderNeeds | null): ListPlan {
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
    const query: ListQuery = { from, order: orderOf(sort, from, needs), request, needs: needs?.keys };
    // A radius is as selective as keys, unless the list is nearest first: then the position index
    // walked in its order stops at the radius by itself.
    if (filter.radiusKm != null && from && !query.order.nearest) selective = true;
    const filters = sql.join(conditions, sql` AND `);
    return { filters, filtered: conditions.length > unfiltered, selective, terms, words, sort, query };
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

  /** A search's page: its words as typed, then (`exactly` aside) through their corrections when few match so. */
  private async searched(db: Queryable, plan: ListPlan, exactly: boolean): Promise<Page<ListItem<K>>> {
    const { filters, filtered, terms, words, sort, query } = plan;
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
    const single = filtered ? null : singleWord(terms);
    if (single && held > BROAD_WORD_ENTRIES) {
      return sort === 'relevance'
        ? this.pages.walkBroad(
            db,
            filters,
            { spellings: spellingsOf(single, completions), others: [] },
            exact,
            query,
            held,
          )
        : this.pages.walk(db, exact, query, held);
    }
    const ranking = scoredBy(plan, (w) => inName(w));
    const found = await this.pages.ranked(db, exact, ranking, undefined, RANKED_MATCHES_MAX);
    // More matches than can be ranked: a search that broad is walked in its order (by name for
    // best match), its total an estimate. Past the count cap, corrections could only come after
    // its first thousand: the ranked page stands, its total an estimate too.
    if (found.matches > RANKED_MATCHES_MAX) {
      // Several words that many entries hold together ("breathe easy"): the entries whose name holds
      // them all first, from the name postings, as for one broad word. With other filters, or a word
      // of several pieces, walked by name.
      const named = !filtered && sort === 'relevance' ? namedWords(terms, completions) : null;
      return named
        ? this.pages.walkBroad(db, filters, named, exact, query, found.matches)
        : this.pages.walk(db, exact, query, found.matches);
    }
    if (found.matches > COUNT_CAP) return pageOfRows(found.rows, found.matches, query.request);
    const corrections = exactly
      ? new Map<string, Correction[]>()
      : await searchCorrections(db, this.spec.table, words, found.matches > 0);
    if (corrections.size === 0) return pageOfRows(found.rows, found.matches, query.request);
    return this.corrected(db, plan, { completions, exact, single }, corrections, found.matches);
  }

  /**
   * Each word as typed or as a correction: the entries that match every word as typed first, then
   * those that needed a completion or a correction, a row of each in turn (`correctionRank`, spread).
   * `matches` is how many matched as typed.
   */
  private async corrected(
    db: Queryable,
    plan: ListPlan,
    { completions, exact, single }: AsTyped,
    corrections: ReadonlyMap<string, Correction[]>,
    matches: number,
  ): Promise<Page<ListItem<K>>> {
    const { filters, terms, words, sort, query } = plan;
    const forgivenTerms = spelled(terms, completions, corrections);
    const forgivenWhere = sql.join([filters, ...forgivenTerms.map(forgiven)], sql` AND `);
    const scoredForgiven = scoredBy(plan, (w) => inName(w, corrections.get(w)));
    const forgivenQuery: ListQuery = {
      ...scoredForgiven,
      order: {
        keys: [key(sql`(${sql.join(forgivenTerms.map(correctionRank), sql` + `)})`), ...scoredForgiven.order.keys],
        spread: true,
      },
    };
    if (matches === 0) {
      // Nothing as typed: every row shown needed a correction, and the list says which search it ran.
      // One word with no filter, and a correction that more than twice the cap hold: walked at once.
      const heldCorrected =
        terms.length === 1 ? Math.max(0, ...(corrections.get(words[0]!) ?? []).map((c) => c.entries)) : 0;
      if (single && heldCorrected > BROAD_WORD_ENTRIES) {
        const correctedText = correctedSearch(words, corrections);
        return sort === 'relevance'
          ? this.pages.walkBroad(
              db,
              filters,
              { spellings: spellingsOf(single, completions, corrections.get(single.word)), others: [] },
              forgivenWhere,
              query,
              heldCorrected,
              correctedText,
            )
          : this.pages.walk(db, forgivenWhere, query, heldCorrected, correctedText);
      }
      const grouped = oneCorrectionGroup(terms, completions, corrections) ? scoredForgiven : forgivenQuery;
      const corrected = await this.pages.ranked(db, forgivenWhere, grouped, undefined, RANKED_MATCHES_MAX);
      const correctedText = corrected.matches > 0 ? correctedSearch(words, corrections) : null;
      if (corrected.matches > RANKED_MATCHES_MAX)
        return this.pages.walk(db, forgivenWhere, query, corrected.matches, correctedText);
      return pageOfRows(corrected.rows, corrected.matches, query.request, correctedText);
    }
    const mixed = await this.pages.ranked(db, forgivenWhere, forgivenQuery, exact);
    return pageOfRows(mixed.rows, mixed.matches, query.request);
  }
}
