import { describe, expect, it } from 'vitest';
import {
  beyondTyped,
  holdsTerm,
  INDEX_WORD_MAX,
  indexWords,
  matchesWords,
  searchTerms,
  reachBudget,
  suggestionPaths,
  withinBudget,
  correctable,
  correctedSearch,
  correctionsOf,
  editDistance,
  foldText,
  SEARCH_WORDS_MAX,
  searchExactlyParam,
  searchWords,
  SUGGESTION_MESSAGES,
  suggestionsQuery,
  typoBudget,
  vocabularyWords,
} from './search.js';

describe('searchWords', () => {
  it('splits a search into its distinct words, in order, lower-cased', () => {
    expect(searchWords('  Breathe  easy, YOGA ')).toEqual(['breathe', 'easy', 'yoga']);
    expect(searchWords('cafe Cafe café')).toEqual(['cafe', 'café']);
  });

  it('keeps what joins a word and drops what only surrounds it', () => {
    expect(searchWords("Mel's b&b (fragrance-free).")).toEqual(["mel's", 'b&b', 'fragrance-free']);
  });

  it('answers no words for an empty search, and at most SEARCH_WORDS_MAX', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords(' , ; ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('typos', () => {
  it('forgives none below 5 letters, one for 5 to 8, two from 9 (folded length)', () => {
    expect(typoBudget('cafe')).toBe(0);
    expect(typoBudget('bakry')).toBe(1);
    expect(typoBudget('portland')).toBe(1);
    expect(typoBudget('fragrance')).toBe(2);
    expect(typoBudget('montréal')).toBe(1);
  });

  it('forgives within the budget of the word typed or of the word meant', () => {
    expect(withinBudget('zrok', 'zork', 1)).toBe(false);
    expect(withinBudget('bakr', 'baker', 1)).toBe(true);
    expect(withinBudget('cafes', 'cafe', 1)).toBe(true);
    expect(withinBudget('mrzipnery', 'marzipanery', 2)).toBe(true);
    expect(withinBudget('quilan', 'quillon', 2)).toBe(false);
    expect([
      reachBudget('caf'),
      reachBudget('bakr'),
      reachBudget('bakery'),
      reachBudget('marzipa'),
      reachBudget('marzipan'),
    ]).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a deletion, insertion, substitution or swap of neighbours as one edit', () => {
    expect(editDistance('bakery', 'bakry')).toBe(1);
    expect(editDistance('bakery', 'bakerry')).toBe(1);
    expect(editDistance('bakery', 'bakary')).toBe(1);
    expect(editDistance('bakery', 'bakeyr')).toBe(1);
    expect(editDistance('bakery', 'abkery')).toBe(1);
    expect(editDistance('portland', 'protlnad')).toBe(2);
    expect(editDistance('ca', 'abc')).toBe(3); // optimal string alignment: no edit of a swapped pair
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops early past the budget, answering one more than it', () => {
    expect(editDistance('bakery', 'grocery', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('fragrance', 'fargrnace', 2)).toBe(2);
    // A swap right after a row past the budget still counts.
    expect(editDistance('abcd', 'bacd', 1)).toBe(1);
    for (const [a, b] of [
      ['portland', 'portlnad'],
      ['abcdefghij', 'badcefghji'],
      ['kitten', 'sitting'],
    ] as const) {
      expect(editDistance(a, b, 1)).toBe(Math.min(editDistance(a, b), 2));
    }
  });

  it('folds accents and case as the database does', () => {
    expect(foldText('Crème Brûlée CAFÉ')).toBe('creme brulee cafe');
    expect(foldText('Straße Æsir')).toBe('strasse aesir');
  });

  it('keeps the vocabulary words of a text: letters between punctuation, no digits', () => {
    expect(vocabularyWords('clear air cafe 123\nfragrance-free, b2b soap')).toEqual([
      'clear',
      'air',
      'cafe',
      'fragrance',
      'free',
      'soap',
    ]);
    expect(correctable('bakry')).toBe(true);
    expect(correctable('bakr')).toBe(true); // may mean "baker"
    expect(correctable('caf')).toBe(false);
    expect(correctable('a'.repeat(40))).toBe(true);
    expect(correctable('a'.repeat(41))).toBe(false); // no word is that long
    expect(correctable('fragrnce-free')).toBe(false);
  });

  it('corrects within the budget, closest then most common, and says the corrected search', () => {
    const candidates = [
      { word: 'bakery', entries: 10 },
      { word: 'baker', entries: 50 }, // two edits away
      { word: 'bakary', entries: 20 },
      { word: 'bakers', entries: 1 },
      { word: 'brake', entries: 99 },
    ];
    const found = correctionsOf('bakry', candidates);
    expect(found.map((c) => c.word)).toEqual(['bakary', 'bakery']);
    expect(correctionsOf('zrok', [{ word: 'zork', entries: 3 }])).toEqual([]);
    expect(
      correctionsOf('bakr', [
        { word: 'baker', entries: 3 },
        { word: 'bake', entries: 3 },
      ]),
    ).toEqual([{ word: 'baker', entries: 3, edits: 1 }]);
    const corrections = new Map([['portlnd', [{ word: 'portland', edits: 1, entries: 3 }]]]);
    expect(correctedSearch(['bakery', 'portlnd'], corrections)).toBe('bakery portland');
    expect(correctedSearch(['bakery'], new Map())).toBeNull();
    const portl = [
      { word: 'port', edits: 1, entries: 9 },
      { word: 'portal', edits: 1, entries: 2 },
    ];
    expect(beyondTyped('portl', portl)).toEqual([{ word: 'portal', edits: 1, entries: 2 }]);
  });

  it('reads searchExactly from a query string, false unless "true"', () => {
    expect(searchExactlyParam.parse('true')).toBe(true);
    expect(searchExactlyParam.parse(undefined)).toBe(false);
    expect(searchExactlyParam.parse('no')).toBe(false);
  });
});

describe('suggestions query', () => {
  it('takes 2 to 100 characters once trimmed, and an optional kind', () => {
    expect(suggestionsQuery.parse({ text: ' po ' })).toEqual({ text: 'po' });
    expect(suggestionsQuery.parse({ text: 'port', kind: 'homes' })).toEqual({ text: 'port', kind: 'homes' });
    expect(suggestionsQuery.safeParse({ text: ' p ' }).error?.issues[0]?.message).toBe(SUGGESTION_MESSAGES.textLength);
    expect(suggestionsQuery.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
    expect(suggestionsQuery.safeParse({ text: 'port', kind: 'support' }).success).toBe(false);
  });
});

describe('search terms and the word index', () => {
  it('cuts a folded text into words at spaces and ASCII punctuation, as the index does', () => {
    expect(indexWords('7-eleven, o.k. store\nportland')).toEqual(['7', 'eleven', 'o', 'k', 'store', 'portland']);
    expect(indexWords('  ')).toEqual([]);
    expect(indexWords('o’brien')).toEqual(['o’brien']); // a typographic apostrophe is not ASCII punctuation
    // A run longer than the index keeps is left out of it, but a search for it still asks for it (and finds nothing).
    const long = 'a'.repeat(INDEX_WORD_MAX + 1);
    expect(indexWords(`cafe ${long} ${'😀'.repeat(INDEX_WORD_MAX)}`)).toEqual(['cafe', '😀'.repeat(INDEX_WORD_MAX)]);
    expect(searchTerms([long])[0]!.pieces).toEqual([long]);
  });

  it('folds each typed word into its pieces; the last piece of the last word is a beginning', () => {
    const terms = searchTerms(searchWords('Crème 7-Eleven'));
    expect(terms.map((t) => [t.word, t.pieces, t.prefix])).toEqual([
      ['crème', ['creme'], false],
      ['7-eleven', ['7', 'eleven'], true],
    ]);
    // A word with no letter or digit asks for nothing, and the word before it ends the search.
    expect(searchTerms(['cafe', '&']).map((t) => [t.word, t.prefix])).toEqual([['cafe', true]]);
  });

  it('holds a term when each piece is a word of the text, the last begun when it ends the search', () => {
    const own = indexWords('zork tavern\nsalem');
    const [zork, tav] = searchTerms(['zork', 'tav']);
    expect(holdsTerm(own, zork!)).toBe(true);
    expect(holdsTerm(own, tav!)).toBe(true);
    const [tavFirst] = searchTerms(['tav', 'zork']);
    expect(holdsTerm(own, tavFirst!)).toBe(false);
    expect(holdsTerm(own, searchTerms(['ork'])[0]!)).toBe(false);
  });
});

describe('matchesWords', () => {
  it('matches every word as typed or within its typo budget, accents and case aside', () => {
    expect(matchesWords('Pharmacy', ['pharm'])).toBe(true);
    expect(matchesWords('Pharmacy', ['pharmcy'])).toBe(true);
    expect(matchesWords('Barber Shop', ['shop', 'barbr'])).toBe(true);
    expect(matchesWords('Café', ['cafe'])).toBe(true);
    expect(matchesWords('Café', ['cafr'])).toBe(false);
    expect(matchesWords('Pharmacy', ['phramcay'])).toBe(false);
    // Two edits from a 9-letter word are not one edit's budget.
    expect(matchesWords('Bookstore', ['portl'])).toBe(false);
    expect(matchesWords('Veterinarian', ['portl'])).toBe(false);
  });

  it('leads to an entry, or to its list searched or filtered', () => {
    expect(suggestionPaths.entry('businesses', 12)).toBe('/businesses/12');
    expect(suggestionPaths.place('homes', 'Saint-Léon')).toBe('/homes?searchText=Saint-L%C3%A9on');
    expect(suggestionPaths.entryType('products', 7)).toBe('/products?type=7');
  });
});
