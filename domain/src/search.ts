/**
 * What a list's search text means: its words, every one of which must match (in any order,
 * anywhere in what the kind searches: name, description, city, a product's company), accents and
 * case ignored, small typos forgiven. The API matches a word of TYPO_MIN_LENGTH letters or more by
 * trigram word similarity (pg_trgm, at its threshold of 0.6: "portlnd" finds Portland), a shorter
 * one exactly; results are ordered best match first, then by name.
 */

/** The most words a search uses; the rest are ignored (each word is one more index probe). */
export const SEARCH_WORDS_MAX = 8;

/** Words shorter than this must match exactly: a trigram comparison of two letters means little. */
export const TYPO_MIN_LENGTH = 3;

/** The distinct words of a search, in order: split on spaces and punctuation that joins nothing. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .split(/[\s,;:!?"()[\]{}]+/u)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, SEARCH_WORDS_MAX);
}
