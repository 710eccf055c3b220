/**
 * Fragrance-free accommodations (domain/src/trust/accommodations.ts) through the REST API, on PGlite and
 * PostgreSQL: the catalogue, saving them on an entry, and the list filter "has all of these".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('accommodations on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let usa: number;

  /** A business in Sisters (the filter cases' are in Bend). */
  const business = (name: string, accommodations?: unknown, city = 'Sisters') => ({
    name,
    description: 'Checked for fragrance.',
    businessType: { id: 2 },
    city,
    country: { id: usa },
    website: 'https://example.org/accommodations',
    ...(accommodations === undefined ? {} : { accommodations }),
  });

  const add = async (name: string, accommodations?: unknown, city?: string): Promise<number> => {
    const response = await member.post('/businesses', business(name, accommodations, city));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  /** The names of the businesses in Bend holding every key asked for, by the list's filter. */
  const holding = async (...keys: string[]): Promise<string[]> => {
    const query = keys.map((key) => `accommodation=${encodeURIComponent(key)}`).join('&');
    const response = await member.get(`/businesses?searchText=bend&size=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<{ content: { name: string }[] }>()
      .content.map((b) => b.name)
      .sort();
  };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
    ({ usa } = await isoIds(api.db, { usa: 'US' }));
    await add('Soap And Air', ['ventilation', 'unscented-soap'], 'Bend');
    await add('Soap Only', ['unscented-soap'], 'Bend');
    await add('Nothing Listed', undefined, 'Bend');
  });
  afterAll(() => api.close());

  it('answers the catalogue of every kind', async () => {
    const response = await api.client().get('/accommodations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ACCOMMODATIONS);
  });

  it('saves the keys once each, in the catalogue order, and answers them on the entry and its list row', async () => {
    const id = await add('Twice Said', ['ventilation', 'unscented-soap', 'ventilation']);
    expect((await member.get(`/businesses/${id}`)).json().accommodations).toEqual(['unscented-soap', 'ventilation']);
    const row = (await member.get('/businesses?searchText=twice said')).json().content[0];
    expect(row).toMatchObject({ name: 'Twice Said', accommodations: ['unscented-soap', 'ventilation'] });
  });

  it('keeps them through an edit that leaves them out, and clears them when sent empty', async () => {
    const id = await add('Kept Through Edits', ['no-air-fresheners']);
    const edited = await member.put(`/businesses/${id}`, business('Kept Through Edits, renamed'));
    expect(edited.json().accommodations).toEqual(['no-air-fresheners']);
    const cleared = await member.put(`/businesses/${id}`, business('Kept Through Edits, renamed', []));
    expect(cleared.json().accommodations).toEqual([]);
  });

  it("refuses a key that is not the kind's with a clear message, and saves nothing", async () => {
    const refused = await member.post('/businesses', business('Wrong Key', ['no-smoking']));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'accommodations', message: M.unknownAccommodation }]);
    expect((await member.get('/businesses?searchText=wrong key')).json().totalElements).toBe(0);
  });

  it('filters the list to entries holding all the keys asked for', async () => {
    expect(await holding('unscented-soap')).toEqual(['Soap And Air', 'Soap Only']);
    expect(await holding('unscented-soap', 'ventilation')).toEqual(['Soap And Air']);
    expect(await holding('staff-fragrance-free')).toEqual([]);
    expect(await holding()).toEqual(['Nothing Listed', 'Soap And Air', 'Soap Only']);
    const unknown = await member.get('/businesses?accommodation=no-smoking');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'accommodation', message: M.unknownAccommodation }]);
  });

  it('counts the reviewers who confirmed each accommodation on the detail, most confirmed first', async () => {
    const id = await add('Confirmed By Visitors', ['unscented-soap', 'ventilation']);
    const moderator = api.client();
    await moderator.login('moderator');
    const mine = await member.post(`/businesses/${id}/reviews`, {
      name: 'Easy visit',
      rating: 5,
      confirmedAccommodations: ['ventilation', 'unscented-soap'],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().confirmedAccommodations).toEqual(['unscented-soap', 'ventilation']);
    await moderator.post(`/businesses/${id}/reviews`, {
      name: 'Fine',
      rating: 4,
      confirmedAccommodations: ['ventilation'],
    });
    expect((await member.get(`/businesses/${id}`)).json().accommodationConfirmations).toEqual([
      { key: 'ventilation', count: 2 },
      { key: 'unscented-soap', count: 1 },
    ]);
    // An edit that leaves them out keeps them; a key of another kind is refused.
    const edited = await member.put(`/businesses/${id}/reviews/${mine.json().id}`, {
      name: 'Easy visit, again',
      rating: 5,
    });
    expect(edited.json().confirmedAccommodations).toEqual(['unscented-soap', 'ventilation']);
    const refused = await member.put(`/businesses/${id}/reviews/${mine.json().id}`, {
      name: 'Wrong',
      rating: 5,
      confirmedAccommodations: ['no-smoking'],
    });
    expect(refused.json().errors).toEqual([{ field: 'confirmedAccommodations', message: M.unknownAccommodation }]);
    // The list row carries no confirmations: one entry at a time.
    expect((await member.get('/businesses?searchText=confirmed by visitors')).json().content[0]).not.toHaveProperty(
      'accommodationConfirmations',
    );
  });

  it('filters the other kinds by their own keys', async () => {
    const home = await member.get('/homes?accommodation=no-smoking&accommodation=fragrance-free-laundry');
    expect(home.statusCode, home.body).toBe(200);
    const product = await member.get('/products?accommodation=fragrance-free');
    expect(product.statusCode, product.body).toBe(200);
    const social = await member.get('/socials?accommodation=venue-checked');
    expect(social.statusCode, social.body).toBe(200);
    expect((await member.get('/socials?accommodation=ventilation')).statusCode).toBe(400);
  });
});
