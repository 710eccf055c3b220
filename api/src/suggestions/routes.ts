/**
 * GET /suggestions?text=&kind=: what a search box offers as people type. Entries whose name
 * matches, places (cities) that have entries of the kind, and types whose name matches, by the
 * search's rules (each word as typed, the last one also as a prefix, or within its typo budget).
 * Public. The statements are the repository's, each read through an index.
 */
import type { FastifyInstance } from 'fastify';
import {
  foldText,
  searchTerms,
  searchWords,
  SUGGESTION_KINDS,
  suggestionsAnswer,
  suggestionsQuery,
  SUGGESTIONS_MAX,
  type Suggestion,
  type SuggestionKind,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { prefixCompletions, searchCorrections } from '../entries/vocabulary.js';
import { refusals, typed } from '../http/schemas.js';
import { entriesOf, placesOf, PLACES_SHOWN, typesOf, type KindTyped } from './repository.js';

/** The most types in one answer (places: `PLACES_SHOWN`); entries fill the rest. */
const TYPES_SHOWN = 2;

/** A town with entries of several kinds is offered once, for the first kind that has it. */
export function oncePerTown<P extends { label: string }>(places: readonly P[]): P[] {
  const byTown = new Map<string, P>();
  for (const place of places) if (!byTown.has(foldText(place.label))) byTown.set(foldText(place.label), place);
  return [...byTown.values()];
}

/** The suggestions for a text: up to TYPES_SHOWN types, PLACES_SHOWN places, then entries, SUGGESTIONS_MAX in all. */
export async function suggestionsFor(db: Queryable, text: string, kind?: SuggestionKind): Promise<Suggestion[]> {
  const terms = searchTerms(searchWords(text));
  const words = terms.map((t) => t.word);
  if (words.length === 0) return [];
  const kinds = kind ? [kind] : [...SUGGESTION_KINDS];
  // Each kind's completions and corrections come from its own vocabulary (kept a minute).
  const typedKinds = await Promise.all(
    kinds.map(async (k): Promise<KindTyped> => {
      // People type the last word as a prefix: a correction inside what they typed is not what they mean.
      const [{ words: completions }, corrections] = await Promise.all([
        prefixCompletions(db, k, terms[terms.length - 1]!.pieces.at(-1)!),
        searchCorrections(db, k, words, true),
      ]);
      return { kind: k, words, terms, completions, corrections };
    }),
  );
  // Every kind's places in one statement, its entries in one (and one more for corrections), its types in one.
  const [allPlaces, entries, types] = await Promise.all([
    placesOf(db, typedKinds),
    entriesOf(db, typedKinds),
    typesOf(db, kinds, words),
  ]);
  const places = oncePerTown(allPlaces);
  const chosen = [...types.slice(0, TYPES_SHOWN), ...places.slice(0, PLACES_SHOWN)];
  const rest = [...entries, ...places.slice(PLACES_SHOWN), ...types.slice(TYPES_SHOWN)];
  return [...chosen, ...rest].slice(0, SUGGESTIONS_MAX);
}

export default async function suggestionRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const api = typed(app);
  api.get(
    '/suggestions',
    {
      schema: {
        tags: ['search'],
        summary:
          'Suggestions as people type: entries by name, places that have entries, and types; ' +
          'typos forgiven as in search',
        querystring: suggestionsQuery,
        response: { 200: suggestionsAnswer, ...refusals(400) },
      },
    },
    async (request) => suggestionsFor(ctx.db, request.query.text, request.query.kind),
  );
}
