import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { startStack, type Stack } from '../../test/testing.js';

describe("a review's entry", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('names the reviewed entry for one review, and refuses it inside a list', async () => {
    const one = await stack
      .client()
      .run<{ review: { parentName: string } }>('{ review(kind: BUSINESS, parentId: 1, id: 1) { id parentName } }');
    expect(one.data?.review.parentName).toBe('Clear Air Cafe');
    const inList = await stack.client().run('{ business(id: 1) { reviews { content { parentName } } } }');
    expect(inList.errors?.[0]?.message).toBe(M.reviewsOneAtATime);
  });
});
