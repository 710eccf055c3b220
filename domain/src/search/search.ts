/**
 * What a list's search text means: its words, every one of which must match (in any order,
 * anywhere in what the kind searches: name, description, city, a product's company), accents and
 * case ignored. A word matches as typed (a whole word, the last one also as a beginning while
 * people type: `searchTerms`) or through its corrections: the words of the kind's vocabulary
 * within the typo budget of the word typed or of the word meant (`withinBudget`, counted by
 * `editDistance`). Entries that match every word as typed come before those that needed a
 * correction, and among those, the closest and most common corrections first (`correctionsOf`).
 */
import { ENTRY_KINDS, type EntryKind } from '../kinds/kinds.js';
import { z } from 'zod';
import { isOn } from '../entries/schemaFields.js';
import { COUNT_CAP } from '../text/limits.js';

/** The most words a search uses; the rest are ignored (each word is one more index probe). */
export const SEARCH_WORDS_MAX = 8;

/** Words shorter than this match only as typed: a typo in a short word is another word. */
export const TYPO_MIN_LENGTH = 5;
/** From this length a word forgives two typos. */
export const TWO_TYPOS_MIN_LENGTH = 9;
/**
 * Words longer than this match only as typed: no name or town has a word this long, and the
 * database's edit-distance check refuses words of more than 255 letters.
 */
export const TYPO_MAX_LENGTH = 40;

/** The most corrections of one word a search tries (the closest, then the most common). */
export const CORRECTIONS_MAX = 8;

/** The distinct words of a search, in order: split on spaces and punctuation that joins nothing. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .split(/[\s,;:!?"()[\]{}]+/u)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/gu, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words.map((word) => word.toLowerCase()))].slice(0, SEARCH_WORDS_MAX);
}

/** Letters unaccent spells with more than one letter, or that have no accent to strip. */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
};

/**
 * Accents and case folded away, as the database's `ffc_fold` does (unaccent, then lower case):
 * "Crème Brûlée" is "creme brulee".
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþðħı]/gu, (c) => SPELLED[c] ?? c);
}

/**
 * The words the vocabulary keeps of a folded search text (migrations 019 and 020 split the same
 * way): the index's words (`indexWords`) without digits (an entry's number is no word anyone
 * misspells or begins to type). Short words are kept for completions ("ai" begins "air"); they are
 * never a typo's candidates, which are at least 4 letters long.
 */
export function vocabularyWords(folded: string): string[] {
  return indexWords(folded).filter((w) => !/[0-9]/u.test(w));
}

/** Where a folded text is cut into words: ASCII spaces and punctuation, whatever the locale. */
const WORD_BREAKS = /[\s!-/:-@[-`{-~]+/u;

/**
 * The words an entry is found by: every run of a folded text between ASCII spaces and punctuation
 * (migration 020's `ffc_search_words` cuts its search text the same way, into its word index).
 */
export function indexWords(folded: string): string[] {
  return folded.split(WORD_BREAKS).filter((w) => w.length > 0 && [...w].length <= INDEX_WORD_MAX);
}

/**
 * The longest word the index keeps, in letters (four bytes each at most: an index entry must fit a
 * third of a page). A longer run of letters is no word anyone searches for, and is left out.
 */
export const INDEX_WORD_MAX = 200;

/**
 * A word that more entries than this hold (the vocabulary's count, closed ones included) is broad:
 * its matches are more than the count cap whatever few are closed, so a list searching for it alone
 * is walked in its order at once, its total an estimate, without collecting the matches to count them.
 */
export const BROAD_WORD_ENTRIES = 2 * (COUNT_CAP + 1);

/**
 * A search's matches as typed are collected and ranked (best match first, over all of them) when
 * they are at most this many; past it they are walked in name order. Between the count cap and this
 * the total still reads "1,000+". Collecting them costs about what walking to a page of them would
 * when they are a small part of the whole (three common words at a million: 3,700 matches, the
 * name index walked through 2,700 rows a page), and it is one statement instead of two.
 */
export const RANKED_MATCHES_MAX = 5 * COUNT_CAP;

/** The most completions of a beginning a search tries: the vocabulary's most common words with it. */
export const PREFIX_COMPLETIONS_MAX = 50;

/**
 * A search word as the word index sees it: its folded pieces (a typed "7-eleven" is "7" and
 * "eleven"), each a whole word of a match, except that the last piece of the search's last word is
 * a beginning (`prefix`): people search while they type. A word without letters or digits has no
 * piece and asks for nothing: it is left out.
 */
export interface SearchTerm {
  readonly word: string;
  readonly folded: string;
  readonly pieces: readonly string[];
  readonly prefix: boolean;
}
export function searchTerms(words: readonly string[]): SearchTerm[] {
  // Pieces longer than the index keeps stay: they match nothing, as nothing holds them.
  const terms = words
    .map((word) => ({ word, folded: foldText(word) }))
    .map((t) => ({ ...t, pieces: t.folded.split(WORD_BREAKS).filter((w) => w.length > 0) }))
    .filter((t) => t.pieces.length > 0);
  return terms.map((t, i) => ({ ...t, prefix: i === terms.length - 1 }));
}

/**
 * Whether the words of a text (`indexWords`) hold a search term as typed: each piece a word, the last a beginning if
 * `prefix`.
 */
export function holdsTerm(own: readonly string[], term: SearchTerm): boolean {
  return term.pieces.every(
    (piece, i) =>
      own.includes(piece) || (term.prefix && i === term.pieces.length - 1 && own.some((w) => w.startsWith(piece))),
  );
}

/** Whether a typed word may be corrected at all: a single vocabulary word, with a word it may mean. */
export function correctable(folded: string): boolean {
  const words = vocabularyWords(folded);
  return words.length === 1 && words[0] === folded && [...folded].length <= TYPO_MAX_LENGTH && reachBudget(folded) > 0;
}

/** How many typos a word of this many letters forgives: none below 5, one for 5 to 8, two from 9. */
const budgetOfLength = (length: number) => (length < TYPO_MIN_LENGTH ? 0 : length < TWO_TYPOS_MIN_LENGTH ? 1 : 2);

/** How many typos a word forgives: none below 5 letters, one for 5 to 8, two from 9 (its folded length). */
export function typoBudget(word: string): number {
  return budgetOfLength([...word].length);
}

/**
 * Whether a typed word may mean a vocabulary word `edits` away: within the budget of the word as
 * typed or of the word meant, so a letter left out of a 5-letter word ("bakr" for "baker") is
 * forgiven as surely as one added to a 4-letter word ("cafes" for "cafe" is not a typo, it is a
 * longer word), and two left out of a 9-letter one.
 */
export function withinBudget(typed: string, meant: string, edits: number): boolean {
  return edits <= pairBudget(typed, meant);
}
const pairBudget = (typed: string, meant: string) => Math.max(typoBudget(typed), typoBudget(meant));

/**
 * The most edits between a typed word and any word it may mean (`withinBudget`): the largest
 * budget of a word long enough to be reached from it with that many letters added.
 */
export function reachBudget(typed: string): number {
  const length = [...typed].length;
  return Math.max(
    ...[0, 1, 2].map((added) => (budgetOfLength(length + added) >= added ? budgetOfLength(length + added) : 0)),
  );
}

/**
 * The edits between two words, counting a letter deleted, inserted or substituted, or two
 * neighbours swapped, as one each (optimal string alignment). Stops as soon as the answer must
 * exceed `max`, answering max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let previousBest = 0;
  for (let i = 1; i <= s.length; i++) {
    const current = new Array<number>(t.length + 1).fill(0);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    // A later row is at least the least of this row and one more than the row before (a swap
    // reaches back one row at the price of an edit): past the budget nothing gets back under it.
    if (best > max && previousBest >= max) return max + 1;
    previousBest = best;
    before = previous;
    previous = current;
  }
  const d = previous[t.length]!;
  return d > max ? max + 1 : d;
}

/** A vocabulary word close to a typed word: how far, and how many entries hold it. */
export interface Correction {
  readonly word: string;
  readonly edits: number;
  readonly entries: number;
}

/**
 * The corrections of a typed (folded) word among candidate vocabulary words: those it may mean
 * (`withinBudget`), other than itself, closest first, then the most common; at most CORRECTIONS_MAX.
 */
export function correctionsOf(folded: string, candidates: readonly { word: string; entries: number }[]): Correction[] {
  const budget = reachBudget(folded);
  if (budget === 0) return [];
  return candidates
    .filter((c) => c.word !== folded && c.entries > 0)
    .map((c) => ({ word: c.word, entries: c.entries, edits: editDistance(folded, c.word, pairBudget(folded, c.word)) }))
    .filter((c) => withinBudget(folded, c.word, c.edits))
    .sort((x, y) => x.edits - y.edits || y.entries - x.entries || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0))
    .slice(0, CORRECTIONS_MAX);
}

/**
 * The corrections worth searching when the word as typed is found too: not those inside it ("port"
 * for "portl", which someone still typing "portland" does not mean), only wider than it.
 */
export function beyondTyped(folded: string, corrections: readonly Correction[]): Correction[] {
  return corrections.filter((c) => !folded.includes(c.word));
}

/**
 * "Showing results for …": the search's words with each corrected one replaced by its best
 * correction (the first of `correctionsOf`); null when no word was corrected.
 */
export function correctedSearch(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly Correction[]>,
): string | null {
  let changed = false;
  const text = words.map((w) => {
    const best = corrections.get(w)?.[0];
    if (!best) return w;
    changed = true;
    return best.word;
  });
  return changed ? text.join(' ') : null;
}

/** `searchExactly=true`: the search as typed, no corrections ("search instead for …"). */
export const searchExactlyParam = z.preprocess(isOn, z.boolean());
/** The list filter that turns corrections off, for every searchable kind's REST filters. */
export const searchExactlyFilter = { searchExactly: searchExactlyParam };

// Suggestions as people type (GET /api/suggestions).

/** Suggestions start from this many letters (after trimming) and read at most SUGGESTION_TEXT_MAX. */
export const SUGGESTION_TEXT_MIN = 2;
export const SUGGESTION_TEXT_MAX = 100;
/** The most suggestions answered. */
export const SUGGESTIONS_MAX = 8;

/** The kinds that suggest entries and places. */
export const SUGGESTION_KINDS = ENTRY_KINDS;
export type SuggestionKind = EntryKind;
export const SUGGESTION_TYPES = ['entry', 'place', 'entryType'] as const;

export const SUGGESTION_MESSAGES = {
  textLength: `Type ${SUGGESTION_TEXT_MIN} to ${SUGGESTION_TEXT_MAX} characters`,
} as const;

/** The suggestions' query: the typed text (2 to 100 characters once trimmed) and, optionally, one kind. */
export const suggestionsQuery = z.object({
  text: z
    .string({ error: SUGGESTION_MESSAGES.textLength })
    .trim()
    .min(SUGGESTION_TEXT_MIN, SUGGESTION_MESSAGES.textLength)
    .max(SUGGESTION_TEXT_MAX, SUGGESTION_MESSAGES.textLength),
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SUGGESTION_KINDS).optional()),
});

/**
 * One suggestion: an entry (its page), a place that has entries of a kind (that list searched by
 * the place) or a type (that list filtered by the type). `kind` is null only for a type that spans kinds.
 */
export const suggestion = z.object({
  label: z.string(),
  type: z.enum(SUGGESTION_TYPES),
  kind: z.enum(SUGGESTION_KINDS).nullable(),
  id: z.number().int().nullable(),
  path: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;
export const suggestionsAnswer = z.array(suggestion).max(SUGGESTIONS_MAX);

/** Where a suggestion leads: an entry's page, or its kind's list searched or filtered (the list's URL parameters). */
export const suggestionPaths = {
  entry: (kind: SuggestionKind, id: number) => `/${kind}/${id}`,
  place: (kind: SuggestionKind, city: string) => `/${kind}?${new URLSearchParams({ searchText: city }).toString()}`,
  entryType: (kind: SuggestionKind, typeId: number) =>
    `/${kind}?${new URLSearchParams({ type: String(typeId) }).toString()}`,
};

/**
 * Whether a short text (a type's name) matches every typed word, by the search's rules: a word as
 * typed is one of its words (the last one may begin one, `holdsTerm`), or one of its words is
 * within the typed word's typo budget.
 */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const own = indexWords(foldText(text));
  return searchTerms(words).every((term) => {
    if (holdsTerm(own, term)) return true;
    const typed = term.folded;
    return correctable(typed) && own.some((w) => withinBudget(typed, w, editDistance(typed, w, pairBudget(typed, w))));
  });
}
