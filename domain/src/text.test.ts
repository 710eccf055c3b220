import { describe, expect, it } from 'vitest';
import { CUTS, formatCount, formatRating, stars, truncate, yesNo } from './text.js';

describe('truncation', () => {
  it('cuts entry names over 65 characters to 62 plus an ellipsis', () => {
    expect(truncate('a'.repeat(65), CUTS.entryName)).toBe('a'.repeat(65));
    expect(truncate('a'.repeat(66), CUTS.entryName)).toBe('a'.repeat(62) + '...');
  });
  it('cuts review titles over 30 to 27 and comments over 80 to 77', () => {
    expect(truncate('t'.repeat(31), CUTS.reviewTitle)).toBe('t'.repeat(27) + '...');
    expect(truncate('t'.repeat(30), CUTS.reviewTitle)).toBe('t'.repeat(30));
    expect(truncate('c'.repeat(81), CUTS.reviewComment)).toBe('c'.repeat(77) + '...');
  });
  it('cuts company names and support descriptions at 25 plus an ellipsis', () => {
    expect(truncate('x'.repeat(26), CUTS.companyName)).toBe('x'.repeat(25) + '...');
    expect(truncate('x'.repeat(26), CUTS.supportDescription)).toBe('x'.repeat(25) + '...');
  });
  it('treats missing text as empty', () => {
    expect(truncate(null, CUTS.entryName)).toBe('');
  });
});

describe('ratings', () => {
  it('draws a half star when the fraction is 0.5 or more', () => {
    expect(stars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(stars(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(stars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(stars(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
  it('shows the number to two decimals', () => {
    expect(formatRating(4.333333)).toBe('4.33');
    expect(formatRating(5)).toBe('5.00');
    expect(formatRating(null)).toBe('-');
  });
  it('shows booleans as Yes or No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});

describe('counts', () => {
  it('groups thousands the US way, as toLocaleString would', () => {
    for (const n of [0, 7, 999, 1000, 12_300, 999_999, 1_000_000, 2_147_483_647, -1234, 12.6]) {
      expect(formatCount(n)).toBe(Math.round(n).toLocaleString('en-US'));
    }
  });
});
