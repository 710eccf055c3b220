/** The server helpers shared by the API and the BFF. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outageLog } from './server.js';

describe('outageLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first failure of a kind at once and the rest of its five seconds as one counted line', () => {
    const lines: [string, number][] = [];
    const note = outageLog<string>((latest, heldBack) => lines.push([latest, heldBack]));
    for (let i = 0; i < 1000; i++) note('ECONNREFUSED', `refused ${i}`);
    note('57P01', 'shutting down');
    expect(lines).toEqual([
      ['refused 0', 0],
      ['shutting down', 0],
    ]);
    vi.advanceTimersByTime(5_000);
    expect(lines).toEqual([
      ['refused 0', 0],
      ['shutting down', 0],
      ['refused 999', 999],
    ]);
    // Quiet for another five seconds after a summary; once the outage is over, nothing more.
    note('ECONNREFUSED', 'refused again');
    vi.advanceTimersByTime(60_000);
    expect(lines.at(-1)).toEqual(['refused again', 1]);
    expect(lines).toHaveLength(4);
    note('ECONNREFUSED', 'a new outage');
    expect(lines.at(-1)).toEqual(['a new outage', 0]);
  });
});
