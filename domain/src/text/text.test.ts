import { describe, expect, it } from 'vitest';
import { CUTS, formatCount, formatDay, formatDayTime, formatRating, stars, truncate, yesNo } from './text.js';

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

describe('dates', () => {
  it('writes a day as "3 Nov 2026", in UTC where server and browser must agree', () => {
    expect(formatDay('2026-11-03T10:00:00.000Z', 'utc')).toBe('3 Nov 2026');
    expect(formatDay('2026-09-30T23:59:59.000Z', 'utc')).toBe('30 Sep 2026');
    expect(formatDay('2027-01-01T00:00:00.000Z', 'utc')).toBe('1 Jan 2027');
  });
  it("writes the day and the time in the reader's zone, as the Date getters read them", () => {
    const iso = '2026-11-03T07:05:00.000Z';
    const d = new Date(iso);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(formatDay(iso)).toBe(`${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`);
    expect(formatDayTime(iso)).toBe(
      `${formatDay(iso)}, ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`,
    );
    // Every month by its short English name, the same as the notices say it.
    for (let m = 0; m < 12; m++) {
      const first = new Date(Date.UTC(2026, m, 15, 12)).toISOString();
      expect(formatDay(first, 'utc')).toBe(
        new Date(first)
          .toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
          .replace(/^(\w+) (\d+), (\d+)$/, '$2 $1 $3'),
      );
    }
  });
  it('shows text that is not a date as it came', () => {
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatDayTime('')).toBe('');
  });
});
