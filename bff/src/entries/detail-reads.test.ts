import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/testing.js';

/** Resolves when `done()` holds, or after `ms` regardless. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a detail page through the BFF', () => {
  let stack: Stack;
  // The entry's own read is held until the others have started (or 3 s have passed): were they
  // read after it, as a field resolver on its own would, they could not start while it waits.
  const started = new Set<string>();
  let othersStartedFirst: boolean | undefined;
  beforeAll(async () => {
    stack = await startStack({
      async beforeCall(call) {
        started.add(call.replace(/\?.*$/, ''));
        if (call === 'GET /businesses/1') {
          await until(
            () => started.has('GET /businesses/1/reviews') && started.has('GET /businesses/1/reviews/mine'),
            3_000,
          );
          othersStartedFirst =
            started.has('GET /businesses/1/reviews') && started.has('GET /businesses/1/reviews/mine');
        }
      },
    });
  });
  afterAll(() => stack.close());

  it('reads the entry, its page of reviews and the own review in one round of REST calls', async () => {
    const client = stack.client();
    await client.login('moderator');
    stack.calls.length = 0;
    const answer = await client.run<{
      business: {
        name: string;
        reviews: { totalElements: number; content: { name: string }[] };
        myReview: { id: number } | null;
      };
    }>(
      'query ($p: Int) { business(id: 1) { name reviews(page: $p) { totalElements content { name } } myReview { id } } }',
      { p: 0 },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.business.name).toBe('Clear Air Cafe');
    expect(answer.data?.business.reviews.content.length).toBe(answer.data?.business.reviews.totalElements);
    expect(answer.data?.business.myReview).not.toBeNull();
    expect(othersStartedFirst).toBe(true);
    // Each read once: the fields took the reads started with the entry.
    expect(stack.calls.sort()).toEqual(
      ['GET /businesses/1', 'GET /businesses/1/reviews/mine', 'GET /businesses/1/reviews?page=0'].sort(),
    );
  });

  it('still answers a missing entry as null, with its early reads dropped', async () => {
    const answer = await stack
      .client()
      .run<{ business: null }>('{ business(id: 999999) { name reviews { totalElements } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.business).toBeNull();
  });
});
