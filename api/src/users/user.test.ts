import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('own profile on %s', (engine) => {
  let api: TestApi;
  let usa: number;
  let texas: number;
  let ontario: number;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    const [us] = await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'");
    usa = us!.id;
    texas = (
      await api.db.query<{ id: number }>("SELECT id FROM states WHERE country_id = $1 AND iso_code = 'TX'", [usa])
    )[0]!.id;
    ontario = (
      await api.db.query<{ id: number }>(
        "SELECT s.id FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = 'CA' AND s.iso_code = 'ON'",
      )
    )[0]!.id;
  });
  afterAll(() => api.close());

  it('is 401 for anonymous callers', async () => {
    expect((await api.client().get('/user')).statusCode).toBe(401);
    expect((await api.client().put('/user', { name: 'x' })).statusCode).toBe(401);
  });

  it('answers the own profile with roles and references as objects', async () => {
    const client = api.client();
    await client.login('member');
    const response = await client.get('/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'member',
      email: 'member@example.org',
      name: 'Mel Member',
      state: null,
      country: null,
      roles: ['ROLE_USER'],
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('keeps the language the person chose: one of the four, kept when a save leaves it out', async () => {
    const client = api.client();
    await client.login('moderator');
    expect((await client.get('/user')).json()).toMatchObject({ language: 'en' });
    const chosen = await client.put('/user', { name: 'Mo Moderator', language: 'fr' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'fr' });
    // A save without it (the profile form's) keeps it.
    expect((await client.put('/user', { name: 'Mo Moderator' })).json()).toMatchObject({ language: 'fr' });
    const refused = await client.put('/user', { name: 'Mo Moderator', language: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'language', message: M.unknownLanguage }]);
    expect((await client.get('/user')).json()).toMatchObject({ language: 'fr' });
  });

  it('saves the profile fields with state and country as {id}', async () => {
    const client = api.client();
    await client.login('member');
    const response = await client.put('/user', {
      name: 'Mel M.',
      email: 'mel@example.org',
      address1: '1 Main St',
      city: 'Austin',
      state: { id: texas },
      country: { id: usa },
      postalCode: '78701',
      phoneNumber: '555-0100',
      website: 'https://mel.example.org',
      latitude: 30.27,
      longitude: -97.74,
      unknownField: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Mel M.',
      email: 'mel@example.org',
      city: 'Austin',
      state: { id: texas, name: 'Texas' },
      country: { id: usa, name: 'United States' },
      latitude: 30.27,
    });
    const [row] = await api.db.query<{ city: string; state_id: number }>(
      "SELECT city, state_id FROM users WHERE username = 'member'",
    );
    expect(row).toEqual({ city: 'Austin', state_id: texas });
  });

  it('clears the user data but keeps the account email', async () => {
    const client = api.client();
    await client.login('member');
    const response = await client.put('/user', {
      name: null,
      email: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      country: null,
      postalCode: null,
      phoneNumber: null,
      website: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: null,
      city: null,
      state: null,
      country: null,
      email: 'mel@example.org',
    });
  });

  it('refuses an invalid email, a state outside the country, and a taken email', async () => {
    const client = api.client();
    await client.login('member');
    expect((await client.put('/user', { email: 'bad' })).json().errors).toEqual([
      { field: 'email', message: 'Invalid email' },
    ]);
    const mismatch = await client.put('/user', { state: { id: ontario }, country: { id: usa } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('state');
    const taken = await client.put('/user', { email: 'moderator@example.org' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].field).toBe('email');
  });
});
