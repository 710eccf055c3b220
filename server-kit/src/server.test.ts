/** The server helpers shared by the API and the BFF. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outageLog, redactUrl, requestLogFields } from './server.js';

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

describe('an address as a log shows it', () => {
  it("redacts a shared list's token in any spelling of its path, and secret query parameters", () => {
    expect(redactUrl('/shared/abc')).toBe('/shared/[redacted]');
    expect(redactUrl('/Shared/abc')).toBe('/Shared/[redacted]');
    expect(redactUrl('/%73hared/abc')).toBe('/shared/[redacted]');
    expect(redactUrl('//shared//abc/')).toBe('//shared//[redacted]/');
    expect(redactUrl('/api/SHARED-LISTS/abc?token=t&page=2')).toBe(
      '/api/SHARED-LISTS/[redacted]?token=[redacted]&page=2',
    );
    expect(redactUrl('/businesses/12?page=2')).toBe('/businesses/12?page=2');
  });

  it('redacts by the route a request resolved to when that route takes a secret parameter', () => {
    const fields = requestLogFields({
      method: 'GET',
      url: '/api/shared-lists/%61bc?x=1',
      routeOptions: { url: '/api/shared-lists/:token' },
      params: { token: 'abc' },
    });
    expect(fields.url).toBe('/api/shared-lists/[redacted]?x=1');
    const other = requestLogFields({
      url: '/api/businesses/7',
      routeOptions: { url: '/api/businesses/:id' },
      params: { id: '7' },
    });
    expect(other.url).toBe('/api/businesses/7');
  });
});
