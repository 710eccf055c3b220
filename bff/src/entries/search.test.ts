import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/testing.js';

/** Search and suggestions through GraphQL are the API's (api/src/entries/search.test.ts has the cases). */
describe('search through GraphQL', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const names = async (list: 'businesses' | 'products', searchText: string) => {
    const answer = await stack
      .client()
      .run<Record<string, { content: { name: string }[]; totalElements: number }>>(
        `query ($f: ${list === 'businesses' ? 'BusinessFilter' : 'ProductFilter'}) { ${list}(filter: $f) { content { name } totalElements } }`,
        {
          f: { searchText },
        },
      );
    expect(answer.errors).toBeUndefined();
    return answer.data![list]!.content.map((entry) => entry.name);
  };

  it('forgives a typo and ignores accents: "portlnd CAFÉ" finds the café in Portland', async () => {
    expect(await names('businesses', 'portlnd CAFÉ')).toEqual(['Clear Air Cafe']);
  });

  it("finds a product by its company's name, in any word order", async () => {
    expect(await names('products', 'shampoo plain goods')).toEqual(['Plain Rinse Shampoo']);
  });

  interface Listed {
    businesses: { content: { name: string }[]; correctedSearchText: string | null };
  }
  const corrected = (filter: Record<string, unknown>) =>
    stack
      .client()
      .run<Listed>('query ($f: BusinessFilter) { businesses(filter: $f) { content { name } correctedSearchText } }', {
        f: filter,
      });

  it('says what a corrected search searched for, and searches exactly as typed when asked', async () => {
    const fixed = await corrected({ searchText: 'portlnd cafe' });
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data!.businesses).toEqual({
      content: [{ name: 'Clear Air Cafe' }],
      correctedSearchText: 'portland cafe',
    });

    const exact = await corrected({ searchText: 'portlnd cafe', searchExactly: true });
    expect(exact.errors).toBeUndefined();
    expect(exact.data!.businesses).toEqual({ content: [], correctedSearchText: null });

    const asTyped = await corrected({ searchText: 'portland cafe' });
    expect(asTyped.data!.businesses).toEqual({ content: [{ name: 'Clear Air Cafe' }], correctedSearchText: null });
  });

  interface Suggested {
    suggestions: { label: string; type: string; kind: string | null; id: number | null; path: string }[];
  }
  const suggest = (text: string, kind?: string) =>
    stack
      .client()
      .run<Suggested>(
        'query ($t: String!, $k: EntryCollection) { suggestions(text: $t, kind: $k) { label type kind id path } }',
        { t: text, k: kind ?? null },
      );

  it('suggests entries by name, forgiving a typo, with the page each opens', async () => {
    const answer = await suggest('clear ai', 'businesses');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.suggestions).toContainEqual({
      label: 'Clear Air Cafe',
      type: 'entry',
      kind: 'businesses',
      id: expect.any(Number),
      path: expect.stringMatching(/^\/businesses\/\d+$/),
    });
    const typo = await suggest('grocey');
    expect(typo.data!.suggestions.map((s) => s.label)).toContain('Green Leaf Grocery');
  });

  it('suggests places that have entries, opening their list', async () => {
    const answer = await suggest('portl', 'businesses');
    expect(answer.errors).toBeUndefined();
    const place = answer.data!.suggestions.find((s) => s.type === 'place');
    expect(place).toMatchObject({ kind: 'businesses', id: null });
    expect(place!.label).toMatch(/^Portland/);
    expect(place!.path).toMatch(/^\/businesses\?/);
  });

  it('refuses a text of one letter with a field error on text, as BAD_REQUEST', async () => {
    const answer = await suggest('a');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      fieldErrors: [{ field: 'text', message: expect.any(String) }],
    });
  });
});
