/**
 * A kind's list filters, written once for every kind: as REST reads them (`kindFilterSchema`) and as
 * a list screen names them (`kindListFilters`, GraphQL's names). Each kind brings only what is its
 * own: its base filters (type, country, state and text; a product's company and category) and its
 * switches.
 */
import { z } from 'zod';
import type { Switches } from '../entries/switches.js';
import { switchFilters } from '../entries/switches.js';
import { meetsNeedsFilter } from '../needs/needs.js';
import { accommodationFilterOf } from '../trust/accommodations.js';
import { confirmedWithinFilter } from '../trust/checks.js';
import { listReachInput, listReachParams, type ListedKind } from './lists.js';
import { searchExactlyFilter } from './search.js';

/**
 * The list's filters as REST reads them: the kind's own, the search taken as typed or not, its
 * switches, the accommodations an entry must offer, how recently confirmed, the reader's needs, and
 * the list's order and reach (which the kind checks together: `.superRefine(checkReach(kind))`,
 * where its filters' types are known).
 */
export const kindFilterSchema = <K extends ListedKind, O extends z.ZodRawShape, S extends Switches>(
  kind: K,
  own: O,
  switches: S,
) =>
  z.object({
    ...own,
    ...searchExactlyFilter,
    ...switchFilters(switches),
    accommodation: accommodationFilterOf(kind),
    ...confirmedWithinFilter,
    ...meetsNeedsFilter,
    ...listReachParams(kind),
  });

/**
 * The same filters as a list screen names them (GraphQL's `accommodations`), with `reach` its order
 * and reach fields (all of `listReachInput` but where a kind has no place to be near); the kind
 * checks them together with `.superRefine(checkReachInput)`.
 */
export const kindListFilters = <
  K extends ListedKind,
  O extends z.ZodRawShape,
  S extends Switches,
  R extends Partial<ReturnType<typeof listReachInput>>,
>(
  kind: K,
  own: O,
  switches: S,
  reach: R,
) =>
  z.object({
    ...own,
    ...switchFilters(switches),
    accommodations: accommodationFilterOf(kind),
    ...confirmedWithinFilter,
    ...meetsNeedsFilter,
    ...reach,
  });
