import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/testing.js';

/** Search through GraphQL is the API's search (api/src/entries/search.test.ts has the cases). */
describe('search through GraphQL', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const names = async (list: 'businesses' | 'products', searchText: string) => {
    const answer = await stack
      .client()
      .run<Record<string, { content: { name: string }[]; totalElements: number }>>(`query ($f: ${list === 'businesses' ? 'BusinessFilter' : 'ProductFilter'}) { ${list}(filter: $f) { content { name } totalElements } }`, {
        f: { searchText },
      });
    expect(answer.errors).toBeUndefined();
    return answer.data![list]!.content.map((entry) => entry.name);
  };

  it('forgives a typo and ignores accents: "portlnd CAFÉ" finds the café in Portland', async () => {
    expect(await names('businesses', 'portlnd CAFÉ')).toEqual(['Clear Air Cafe']);
  });

  it("finds a product by its company's name, in any word order", async () => {
    expect(await names('products', 'shampoo plain goods')).toEqual(['Plain Rinse Shampoo']);
  });
});
