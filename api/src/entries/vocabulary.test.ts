/**
 * Kept vocabulary words (api/src/entries/vocabulary.ts): one look-up of a key at a time, and an
 * expired key answered as kept while it is looked up again. The database here only counts what it
 * is asked and answers a fixed vocabulary, so the keeping itself is what is seen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database.js';
import { CANDIDATES_TTL_MS, prefixCompletions, vocabularyChanged } from './vocabulary.js';

/** A database whose vocabulary holds "cafe" (held by `entries`) and "cafes"; each look-up takes a few milliseconds. */
function vocabulary() {
  const asked: string[] = [];
  let entries = 5000;
  const db: Queryable = {
    engine: 'postgres',
    query: async <T>(text: string): Promise<T[]> => {
      asked.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      // The fixed vocabulary rows, whatever row type the caller reads them as.
      return [
        { word: 'cafe', entries },
        { word: 'cafes', entries: 40 },
      ] as T[];
    },
    exec: async () => undefined,
  };
  return { db, asked, setEntries: (n: number) => (entries = n) };
}

describe('kept vocabulary words', () => {
  afterEach(() => vi.restoreAllMocks());

  it('looks a key up once however many requests ask for it at once', async () => {
    const { db, asked } = vocabulary();
    const answers = await Promise.all(Array.from({ length: 8 }, () => prefixCompletions(db, 'businesses', 'caf')));
    expect(asked).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual({ words: ['cafe', 'cafes'], held: 5000 });
  });

  it('answers an expired key as kept while one request looks it up again', async () => {
    const { db, asked, setEntries } = vocabulary();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await prefixCompletions(db, 'homes', 'caf');
    expect(asked).toHaveLength(1);
    setEntries(7000);
    clock.mockReturnValue(now + CANDIDATES_TTL_MS + 1);
    // Expired: answered at once as kept, and looked up again once in the background.
    const stale = await Promise.all(Array.from({ length: 4 }, () => prefixCompletions(db, 'homes', 'caf')));
    for (const answer of stale) expect(answer.held).toBe(5000);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await vi.waitFor(async () => expect((await prefixCompletions(db, 'homes', 'caf')).held).toBe(7000));
    expect(asked).toHaveLength(2);
  });

  it('looks a key up again, and waits for it, once this process wrote an entry of the kind', async () => {
    const { db, asked, setEntries } = vocabulary();
    await prefixCompletions(db, 'socials', 'caf');
    setEntries(9000);
    vocabularyChanged('socials');
    expect((await prefixCompletions(db, 'socials', 'caf')).held).toBe(9000);
    expect(asked).toHaveLength(2);
  });
});
