/**
 * Suggestions as someone types a search (REST `GET /suggestions?text=&kind=`, GraphQL
 * `suggestions`): entries by name, places that have entries, and types, each with the site path
 * it opens. The same typo rules as a list's search apply.
 */
import { z } from 'zod';

/** Fewer letters than this suggest too much to be of use: none are asked for. */
export const SUGGESTION_TEXT_MIN = 2;
/** The longest text suggestions are asked for. */
export const SUGGESTION_TEXT_MAX = 100;
/** The most suggestions one answer holds. */
export const SUGGESTIONS_MAX = 8;

/** What a suggestion names: an entry (its page), a place (a list searched there) or a type (a list filtered by it). */
export const SUGGESTION_TYPES = ['entry', 'place', 'entryType'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** The lists suggestions come from, by their collections. */
export const SUGGESTION_KINDS = ['businesses', 'homes', 'products', 'socials'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion as the API answers it. */
export const suggestion = z.object({
  label: z.string(),
  type: z.enum(SUGGESTION_TYPES),
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number().int().nullable(),
  /** The site path it opens: an entry's page, or a list searched or filtered. */
  path: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

/** Whether a typed text is worth asking suggestions for (long enough, not too long). */
export function suggestsFor(text: string): boolean {
  const length = text.trim().length;
  return length >= SUGGESTION_TEXT_MIN && length <= SUGGESTION_TEXT_MAX;
}
