/**
 * Search finds what people mean (domain/src/search/search.ts): every word in any order, anywhere in the
 * name, description, city (and a product's company), accents and case ignored, typos forgiven by
 * the words' length (one edit from 5 letters, two from 9), matches as typed first; and the
 * suggestions as people type. On PGlite and PostgreSQL, through the REST API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editDistance, INDEX_WORD_MAX } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('search on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let ids: { usa: number; oregon: number; canada: number; quebec: number };

  const names = async (collection: string, searchText: string): Promise<string[]> => {
    const response = await member.get(`/${collection}?searchText=${encodeURIComponent(searchText)}&size=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: { name: string }[] }>().content.map((entry) => entry.name);
  };

  const businessPayload = (
    name: string,
    description: string,
    city: string,
    where: { state: number; country: number },
  ) => ({
    name,
    description,
    businessType: { id: 2 },
    city,
    state: { id: where.state },
    country: { id: where.country },
    website: 'https://example.org/search',
  });
  const addBusiness = async (
    name: string,
    description: string,
    city: string,
    where: { state: number; country: number },
  ) => {
    const response = await member.post('/businesses', businessPayload(name, description, city, where));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  /** A page of a search, as answered. */
  const searched = async (searchText: string, more = '') => {
    const response = await member.get(`/businesses?searchText=${encodeURIComponent(searchText)}&size=100${more}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ content: { name: string }[]; correctedSearchText: string | null }>();
    return { names: page.content.map((e) => e.name), corrected: page.correctedSearchText };
  };
  /** How many entries of businesses hold a word, as the vocabulary counts them (0 when it has none). */
  const entriesHolding = async (word: string) =>
    (
      await api.db.query<{ entries: number }>(
        `SELECT entries FROM search_vocabulary WHERE kind = 'businesses' AND word = $1`,
        [word],
      )
    )[0]?.entries ?? 0;

  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR', canada: 'CA', quebec: 'CA/QC' });
    const portland = { state: ids.oregon, country: ids.usa };
    await addBusiness('Rose City Café', 'Espresso without the perfume counter.', 'Portland', portland);
    await addBusiness('Breathe Easy Yoga', 'A quiet studio with open windows.', 'Portland', portland);
    await addBusiness('Crème Brûlée Corner', 'Desserts, no scented candles.', 'Montréal', {
      state: ids.quebec,
      country: ids.canada,
    });
    await addBusiness('Aardvark Goods', 'A general store with a small bakery counter.', 'Salem', portland);
    await addBusiness('Zest Bakery', 'Bread and rolls.', 'Salem', portland);
    // One word per length band, and their near neighbours.
    await addBusiness('Zork Tavern', 'Cider.', 'Salem', portland);
    await addBusiness('Quillon Provisions', 'Dry goods.', 'Salem', portland);
    await addBusiness('Quillan Goods', 'Dry goods too.', 'Salem', portland);
    await addBusiness('Marzipanery Hall', 'Sweets.', 'Salem', portland);
    await addBusiness('Hearth Bakery', 'Sourdough.', 'Portland', portland);
  });
  afterAll(() => api.close());

  it('forgives no typo below 5 letters, but takes a word as a prefix', async () => {
    expect((await searched('zrok')).names).toEqual([]); // a swap
    expect((await searched('zor')).names).toEqual(['Zork Tavern']);
    expect((await searched('zorkk')).names).toEqual(['Zork Tavern']); // 5 letters typed: one edit
  });

  it('forgives one edit of each kind from 5 to 8 letters, not two', async () => {
    for (const typo of ['quilon', 'quilllon', 'quillor', 'qulilon']) {
      const found = await searched(typo);
      expect(found.names, typo).toContain('Quillon Provisions');
      expect(found.corrected, typo).not.toBeNull();
    }
    expect(editDistance('qiullan', 'quillon')).toBe(2);
    expect((await searched('qiullan')).names).not.toContain('Quillon Provisions');
  });

  it('forgives two edits from 9 letters, of every kind', async () => {
    for (const typo of ['mrazipanrey', 'marzpanry', 'marzipanneryy', 'marsipanary']) {
      expect(editDistance(typo, 'marzipanery'), typo).toBe(2);
      expect((await searched(typo)).names, typo).toEqual(['Marzipanery Hall']);
    }
  });

  it('takes whole words, and only the last one as a beginning', async () => {
    expect((await searched('zork tav')).names).toEqual(['Zork Tavern']);
    expect((await searched('tav zork')).names).toEqual([]);
    expect((await searched('ork')).names).toEqual([]); // inside a word is not a word
    expect((await searched('zest bak')).names).toEqual(['Zest Bakery']);
    // Punctuation cuts words as the index does: "zork-tavern" is the two words.
    expect((await searched('zork-tavern')).names).toEqual(['Zork Tavern']);
    // A short word is begun too: "ai" begins "air".
    expect((await searched('clear ai')).names).toContain('Clear Air Cafe');
  });

  it("shows each correction's matches in turn, the closest and most common first", async () => {
    // "bakerx" is one letter from "bakery" (3 entries hold it) and from "bakers" (1 entry): the
    // first page shows both words, not only the commoner one's entries.
    await addBusiness('Bakers Dozen', 'Rolls.', 'Salem', { state: ids.oregon, country: ids.usa });
    const found = await searched('bakerx');
    expect(found.names).toEqual(['Hearth Bakery', 'Bakers Dozen', 'Zest Bakery', 'Aardvark Goods']);
    expect(found.corrected).toBe('bakery');
    // "baker" begins both words: their entries are matches as typed, by name with those in the name first.
    expect(await searched('baker')).toEqual({
      names: ['Bakers Dozen', 'Hearth Bakery', 'Zest Bakery', 'Aardvark Goods'],
      corrected: null,
    });
    expect((await searched('bakers')).names[0]).toBe('Bakers Dozen');
    // "inter" begins "interlaken" and is one letter from "winter": a completion and a correction
    // take turns, the completion first, and neither hides the other.
    const where = { state: ids.oregon, country: ids.usa };
    for (const name of ['Interlaken Spa', 'Interlaken Baths', 'Interlaken Rooms'])
      await addBusiness(name, 'Baths.', 'Salem', where);
    await addBusiness('Winter Garden', 'Plants.', 'Salem', where);
    expect((await searched('inter')).names).toEqual([
      'Interlaken Baths',
      'Winter Garden',
      'Interlaken Rooms',
      'Interlaken Spa',
    ]);
  });

  it('saves an entry whose description is one word too long for an index, and finds it by its other words', async () => {
    // 1,000 three-byte letters, no space: over the 2,704 bytes an index entry may hold.
    await addBusiness('Longword Teahouse', '漢'.repeat(1000), 'Salem', { state: ids.oregon, country: ids.usa });
    expect((await searched('longword teahouse')).names).toEqual(['Longword Teahouse']);
    expect((await searched('漢'.repeat(250))).names).toEqual([]);
    // The database's word cut keeps the domain's longest word, and not one letter more.
    const cut = async (length: number) =>
      (
        await api.db.query<{ words: string[]; vocabulary: number }>(
          `SELECT ffc_search_words($1) AS words, (SELECT count(*)::int FROM ffc_vocabulary_words($1)) AS vocabulary`,
          ['漢'.repeat(length)],
        )
      )[0];
    expect(await cut(INDEX_WORD_MAX)).toEqual({ words: ['漢'.repeat(INDEX_WORD_MAX)], vocabulary: 1 });
    expect(await cut(INDEX_WORD_MAX + 1)).toEqual({ words: [], vocabulary: 0 });
  });

  it('ranks matches as typed before corrected ones, and says nothing was corrected', async () => {
    const found = await searched('quillon');
    expect(found.names).toEqual(['Quillon Provisions', 'Quillan Goods']);
    expect(found.corrected).toBeNull();
  });

  it('says which search it ran ("bakry portlnd" is "bakery portland"), unless asked to search exactly', async () => {
    const found = await searched('bakry portlnd');
    expect(found.names).toEqual(['Hearth Bakery']);
    expect(found.corrected).toBe('bakery portland');
    expect(await searched('bakry portlnd', '&searchExactly=true')).toEqual({ names: [], corrected: null });
    expect(await searched('hearth bakery')).toEqual({ names: ['Hearth Bakery'], corrected: null });
  });

  it('ranks a search corrected one way as the corrected words rank, best match first', async () => {
    await addBusiness('Easy Breathe Teas', 'Loose leaf.', 'Salem', { state: ids.oregon, country: ids.usa });
    await addBusiness('Easy Air Studio', 'Breathe freely here.', 'Salem', { state: ids.oregon, country: ids.usa });
    const typed = await searched('easy breathe');
    expect(typed.names).toEqual(['Breathe Easy Yoga', 'Easy Breathe Teas', 'Easy Air Studio']);
    expect(await searched('easy brethe')).toEqual({ names: typed.names, corrected: 'easy breathe' });
    expect(await searched('brethe easy yoga')).toEqual({
      names: ['Breathe Easy Yoga'],
      corrected: 'breathe easy yoga',
    });
  });

  /** An entry's name postings (migration 021): its name's folded words, each with the name it sorts by. */
  const namePostings = async (id: number) =>
    api.db.query<{ word: string; name: string }>(
      `SELECT word, name FROM entry_name_words WHERE kind = 'businesses' AND id = $1 ORDER BY word`,
      [id],
    );

  it('keeps the vocabulary and the name postings up to date as entries are added, renamed and deleted', async () => {
    const admin = api.client();
    await admin.login('administrator');
    const where = { state: ids.oregon, country: ids.usa };
    const id = await addBusiness('Vexalith Works', 'Stone.', 'Salem', where);
    expect(await entriesHolding('vexalith')).toBe(1);
    expect(await namePostings(id)).toEqual([
      { word: 'vexalith', name: 'Vexalith Works' },
      { word: 'works', name: 'Vexalith Works' },
    ]);
    expect((await searched('vexalth')).names).toEqual(['Vexalith Works']);
    const renamed = await member.put(`/businesses/${id}`, businessPayload('Obsidrel Works', 'Stone.', 'Salem', where));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await entriesHolding('vexalith')).toBe(0);
    expect(await entriesHolding('obsidrel')).toBe(1);
    expect(await namePostings(id)).toEqual([
      { word: 'obsidrel', name: 'Obsidrel Works' },
      { word: 'works', name: 'Obsidrel Works' },
    ]);
    // A change that keeps the name keeps its postings.
    const described = await member.put(
      `/businesses/${id}`,
      businessPayload('Obsidrel Works', 'Stone and glass.', 'Salem', where),
    );
    expect(described.statusCode, described.body).toBe(200);
    expect(await namePostings(id)).toHaveLength(2);
    expect((await searched('vexalth')).names).toEqual([]);
    expect((await searched('obsidrl')).names).toEqual(['Obsidrel Works']);
    const salem = await entriesHolding('salem');
    expect((await admin.delete(`/businesses/${id}`)).statusCode).toBe(204);
    expect(await entriesHolding('obsidrel')).toBe(0);
    expect(await entriesHolding('salem')).toBe(salem - 1);
    expect(await namePostings(id)).toEqual([]);
  });

  it("keeps a word's typo candidates, yet finds an entry added after its typo was searched", async () => {
    const lookUps = vi.spyOn(api.db, 'query');
    const vocabularyReads = () =>
      lookUps.mock.calls.filter(([text]) => /search_vocabulary|ffc_vocabulary_near/.test(text)).length;
    // A search reads the completions of its last word's beginning, and its words' typo candidates.
    expect((await searched('glimerwood')).names).toEqual([]);
    expect(vocabularyReads()).toBe(2);
    expect((await searched('glimerwood')).names).toEqual([]);
    expect(vocabularyReads()).toBe(2); // kept: the second search reads no vocabulary
    await addBusiness('Glimmerwood Teas', 'Loose leaf.', 'Salem', { state: ids.oregon, country: ids.usa });
    expect((await searched('glimerwood')).names).toEqual(['Glimmerwood Teas']);
    expect(vocabularyReads()).toBe(4);
    // Many searches of a new word at once: one look-up of its completions and one of its candidates.
    const together = await Promise.all(Array.from({ length: 6 }, () => searched('glimmerwod')));
    expect(together.map((found) => found.names)).toEqual(Array.from({ length: 6 }, () => ['Glimmerwood Teas']));
    expect(vocabularyReads()).toBe(6);
    lookUps.mockRestore();
  });

  it('suggests entries, places and types as people type, typos forgiven', async () => {
    const suggest = async (query: string) => {
      const response = await member.get(`/suggestions?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ label: string; type: string; kind: string | null; id: number | null; path: string }[]>();
    };
    const quillon = await suggest('text=quilon&kind=businesses');
    expect(quillon).toContainEqual(
      expect.objectContaining({
        label: 'Quillon Provisions',
        type: 'entry',
        kind: 'businesses',
        path: expect.stringMatching(/^\/businesses\/\d+$/),
      }),
    );
    expect(await suggest('text=portl&kind=businesses')).toContainEqual({
      label: 'Portland',
      type: 'place',
      kind: 'businesses',
      id: null,
      path: '/businesses?searchText=Portland',
    });
    expect(await suggest('text=portlnd')).toContainEqual({
      label: 'Portland',
      type: 'place',
      kind: 'businesses',
      id: null,
      path: '/businesses?searchText=Portland',
    });
    // A town with entries of several kinds is offered once.
    expect((await suggest('text=portlnd')).filter((s) => s.type === 'place' && s.label === 'Portland')).toHaveLength(1);
    expect(await suggest('text=pharmcy&kind=businesses')).toContainEqual({
      label: 'Pharmacy',
      type: 'entryType',
      kind: 'businesses',
      id: 8,
      path: '/businesses?type=8',
    });
    expect((await suggest('text=hearth%20bak')).map((s) => s.label)).toContain('Hearth Bakery');
    expect((await suggest('text=quillon')).length).toBeLessThanOrEqual(8);
    // One word: the first entries by name whose name holds it, the same ones every time; an entry
    // that only mentions it elsewhere is found by the search, not suggested by name.
    const where = { state: ids.oregon, country: ids.usa };
    const zandors = [
      'Zandor Kiln',
      'Blue Zandor',
      'Zandorian Teas',
      'Old Zandor Mill',
      'Zandor Baths',
      'Zandor Annex',
      'Upper Zandor',
      'Zandor Yard',
      'Zandor Quay',
      'Mid Zandor',
    ];
    for (const name of zandors) await addBusiness(name, 'A place.', 'Salem', where);
    await addBusiness('Aardvark Rooms', 'Next to Zandor Kiln.', 'Salem', where);
    const entries = async (text: string) =>
      (await suggest(`text=${text}&kind=businesses`)).filter((s) => s.type === 'entry').map((s) => s.label);
    const firstByName = [...zandors].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(await entries('zand')).toEqual(firstByName.slice(0, 8));
    expect(await entries('zand')).toEqual(await entries('zand'));
    // A typo's corrections, the same way.
    expect(await entries('zandir')).toEqual(firstByName.filter((n) => /\bZandor\b/.test(n)).slice(0, 8));
    const tooShort = await member.get('/suggestions?text=%20q%20');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('text');
    expect((await member.get('/suggestions?text=port&kind=support')).statusCode).toBe(400);
  });

  it('forgives a small typo, and needs every word: "portlnd cafe" finds the cafés in Portland only', async () => {
    const found = await names('businesses', 'portlnd cafe');
    expect(found).toContain('Rose City Café');
    expect(found).toContain('Clear Air Cafe'); // the demo café in Portland
    expect(found).not.toContain('Breathe Easy Yoga'); // in Portland, not a café
    expect(found).not.toContain('Crème Brûlée Corner'); // not in Portland
  });

  it('ignores accents and case, both ways', async () => {
    expect(await names('businesses', 'creme brulee')).toEqual(['Crème Brûlée Corner']);
    expect(await names('businesses', 'CRÈME')).toEqual(['Crème Brûlée Corner']);
    expect(await names('businesses', 'rose city cafe')).toEqual(['Rose City Café']);
  });

  it('takes the words in any order, and a word may be in the city', async () => {
    expect(await names('businesses', 'yoga breathe')).toEqual(['Breathe Easy Yoga']);
    expect(await names('businesses', 'montreal desserts')).toEqual(['Crème Brûlée Corner']);
  });

  it('puts the best match first: a word in the name before one in the description', async () => {
    const found = await names('businesses', 'bakery');
    expect(found.indexOf('Zest Bakery')).toBeLessThan(found.indexOf('Aardvark Goods'));
    expect(found).toContain('Aardvark Goods');
  });

  it('still lists by name without a search, and answers no match as an empty page', async () => {
    const all = await member.get('/businesses?size=100');
    const listed = all.json<{ content: { name: string }[] }>().content.map((b) => b.name);
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const none = await member.get('/businesses?searchText=qqzzxxvv');
    expect(none.json()).toMatchObject({ content: [], totalElements: 0, totalElementsIsEstimate: false });
  });

  it('finds a product by its company name, and by the new name after the company is renamed', async () => {
    /** A shampoo of the company `company` (a Company Option and the company's fields). */
    const shampoo = (name: string, companyUpdate: 'new' | 'update', company: Record<string, unknown>) =>
      member.post('/products', {
        name,
        description: 'No fragrance, no masking scent.',
        productCategoryType: { id: 2 },
        productType: { id: 7 },
        manufacturerLink: `https://lumen.example.org/${name.toLowerCase().replace(/\W+/g, '-')}`,
        companyUpdate,
        companyEntity: { ...company, country: { id: ids.usa }, website: 'https://lumen.example.org' },
      });
    const created = await shampoo('Plain Bar Soap', 'new', { name: 'Lumen Goods' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names('products', 'lumen soap')).toEqual(['Plain Bar Soap']);

    const companyId = created.json<{ companyEntity: { id: number } }>().companyEntity.id;
    const renamed = await shampoo('Plain Hand Wash', 'update', { id: companyId, name: 'Lantern Goods' });
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect((await names('products', 'lantern')).sort()).toEqual(['Plain Bar Soap', 'Plain Hand Wash']);
    expect(await names('products', 'lumen goods')).toEqual([]);
  });
});
