/** Email confirmation through GraphQL and the real API over HTTP (api/src/account/email-confirmation.test.ts has the REST cases). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { waitForConfirmationToken } from '@ffc/api/testing';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

describe('email confirmation through GraphQL', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  async function signedUp(username: string): Promise<GraphQLClient> {
    const client = stack.client();
    const signup = await client.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username, email: `${username}@example.org`, password: `${username}-password` },
    });
    expect(signup.errors).toBeUndefined();
    await client.login(username, `${username}-password`);
    return client;
  }

  const businessQuery =
    'query ($id: Int!) { business(id: $id) { reviewCount rating reviews { content { createdByUsername counted } } } }';
  type BusinessAnswer = {
    business: {
      reviewCount: number;
      rating: number | null;
      reviews: { content: { createdByUsername: string; counted: boolean }[] };
    };
  };

  it("shows emailConfirmed on the profile; the person's review is shown but not counted until the mailed link confirms it", async () => {
    const client = await signedUp('graphconfirm');
    expect((await client.run('{ profile { emailConfirmed } }')).data).toEqual({ profile: { emailConfirmed: false } });

    const businesses = await stack
      .client()
      .run<{ businesses: { content: { id: number; reviewCount: number }[] } }>(
        '{ businesses { content { id reviewCount } } }',
      );
    const target = businesses.data!.businesses.content.find((b) => b.reviewCount > 0)!;
    const before = (await stack.client().run<BusinessAnswer>(businessQuery, { id: target.id })).data!.business;
    const review = await client.run(
      'mutation ($id: Int!) { createReview(kind: BUSINESS, parentId: $id, input: {name: "Clear air", rating: 1}) { counted } }',
      { id: target.id },
    );
    expect(review.data).toEqual({ createReview: { counted: false } });
    const unchanged = (await stack.client().run<BusinessAnswer>(businessQuery, { id: target.id })).data!.business;
    expect([unchanged.reviewCount, unchanged.rating]).toEqual([before.reviewCount, before.rating]);
    expect(unchanged.reviews.content.find((r) => r.createdByUsername === 'graphconfirm')?.counted).toBe(false);

    const token = await waitForConfirmationToken(stack.api.ctx, 'graphconfirm@example.org');
    // Signed out, as from a mail client.
    expect((await stack.client().run('mutation ($t: String!) { confirmEmail(token: $t) }', { t: token })).data).toEqual(
      { confirmEmail: true },
    );
    expect((await client.run('{ profile { emailConfirmed } }')).data).toEqual({ profile: { emailConfirmed: true } });
    const counted = (await stack.client().run<BusinessAnswer>(businessQuery, { id: target.id })).data!.business;
    expect(counted.reviewCount).toBe(before.reviewCount + 1);
    expect(counted.reviews.content.find((r) => r.createdByUsername === 'graphconfirm')?.counted).toBe(true);

    const again = await stack.client().run('mutation ($t: String!) { confirmEmail(token: $t) }', { t: token });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [{ field: 'token', message: M.emailConfirmationLinkInvalid }],
    });
    const short = await stack.client().run('mutation { confirmEmail(token: "abc") }');
    expect(short.errors?.[0]?.extensions.fieldErrors).toEqual([
      { field: 'token', message: M.emailConfirmationLinkInvalid },
    ]);
  });

  it('sends the link again, throttled with its message, and only to a logged-in person', async () => {
    const client = await signedUp('graphresend');
    const throttled = await client.run('mutation { sendEmailConfirmation }');
    expect(throttled.errors?.[0]).toMatchObject({ message: M.emailConfirmationThrottled, extensions: { status: 429 } });
    await stack.api.ctx.db.query("UPDATE mail_throttle SET last_sent_at = now() - interval '2 minutes'", []);
    expect((await client.run('mutation { sendEmailConfirmation }')).data).toEqual({ sendEmailConfirmation: true });
    expect((await stack.client().run('mutation { sendEmailConfirmation }')).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
