import { describe, expect, it } from 'vitest';
import { SEARCH_WORDS_MAX, searchWords } from './search.js';

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
