import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/testing.js';

const PROFILE = '{ profile { username email name city state { id name } country { id name } postalCode } }';

describe('own profile through the BFF', () => {
  let stack: Stack;
  let usa: number;
  let texas: number;
  beforeAll(async () => {
    stack = await startStack();
    const client = stack.client();
    const types = await client.run<{ types: { countryList: { id: number; name: string }[] } }>(
      '{ types { countryList { id name } } }',
    );
    usa = types.data!.types.countryList.find((c) => c.name === 'United States')!.id;
    const states = await client.run<{ states: { id: number; name: string }[] }>(
      'query ($c: Int!) { states(countryId: $c) { id name } }',
      { c: usa },
    );
    texas = states.data!.states.find((s) => s.name === 'Texas')!.id;
  });
  afterAll(() => stack.close());

  it('is UNAUTHENTICATED for anonymous callers', async () => {
    const answer = await stack.client().run(PROFILE);
    expect(answer.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('saves the profile with state and country ids, and clears it', async () => {
    const client = stack.client();
    await client.login('member');
    const saved = await client.run(
      'mutation ($i: ProfileInput!) { updateProfile(input: $i) { name city state { name } country { name } } }',
      {
        i: { name: 'Mel', city: 'Austin', stateId: texas, countryId: usa, email: 'member@example.org', website: '' },
      },
    );
    expect(saved.data).toEqual({
      updateProfile: { name: 'Mel', city: 'Austin', state: { name: 'Texas' }, country: { name: 'United States' } },
    });
    expect((await client.run(PROFILE)).data).toMatchObject({ profile: { city: 'Austin', state: { id: texas } } });
    const cleared = await client.run('mutation { clearProfile { name city state { id } country { id } email } }');
    expect(cleared.data).toEqual({
      clearProfile: { name: null, city: null, state: null, country: null, email: 'member@example.org' },
    });
  });

  it('refuses an invalid email with the spec message before calling the API', async () => {
    const client = stack.client();
    await client.login('member');
    const before = stack.calls.length;
    const answer = await client.run('mutation { updateProfile(input: {email: "nope"}) { id } }');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [{ field: 'email', message: 'Invalid email' }],
    });
    expect(stack.calls.length).toBe(before);
  });

  it("saves the person's language, and `me` carries it to every device they sign in on", async () => {
    const client = stack.client();
    await client.login('administrator');
    const saved = await client.run<{ updateProfile: { language: string } }>(
      'mutation { updateProfile(input: {name: "Ada Admin", language: de}) { language } }',
    );
    expect(saved.data).toEqual({ updateProfile: { language: 'de' } });
    const elsewhere = stack.client();
    await elsewhere.login('administrator');
    expect((await elsewhere.run('{ me { username language } }')).data).toEqual({
      me: { username: 'administrator', language: 'de' },
    });
    const unknown = await client.run('mutation { updateProfile(input: {language: xx}) { id } }');
    expect(unknown.errors?.[0]?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
