/** When a corrected search's rows are one group (`oneCorrectionGroup`), so it is ranked without turns. */
import { describe, expect, it } from 'vitest';
import { searchTerms, type Correction } from '@ffc/domain';
import { oneCorrectionGroup } from './words.js';

const fix = (word: string, ...to: string[]): [string, Correction[]] => [
  word,
  to.map((w, i) => ({ word: w, edits: 1, entries: 10 - i })),
];

describe('oneCorrectionGroup', () => {
  const terms = searchTerms(['brethe', 'easy', 'yoga']);

  it('holds for one word corrected one way, the others as typed', () => {
    expect(oneCorrectionGroup(terms, [], new Map([fix('brethe', 'breathe')]))).toBe(true);
    // The corrected word may be the last one, begun: holding a completion, a row would have matched as typed.
    expect(oneCorrectionGroup(searchTerms(['easy', 'brethe']), ['brethes'], new Map([fix('brethe', 'breathe')]))).toBe(
      true,
    );
  });

  it('fails for two corrections of a word, two corrected words, or a last word begun another way', () => {
    expect(oneCorrectionGroup(terms, [], new Map([fix('brethe', 'breathe', 'brethren')]))).toBe(false);
    expect(oneCorrectionGroup(terms, [], new Map([fix('brethe', 'breathe'), fix('yoga', 'yogi')]))).toBe(false);
    // "yoga" as typed or as "yogalates": rows rank 0 or 1 by it, two groups.
    expect(oneCorrectionGroup(terms, ['yogalates'], new Map([fix('brethe', 'breathe')]))).toBe(false);
    expect(oneCorrectionGroup(terms, [], new Map())).toBe(false);
  });
});
