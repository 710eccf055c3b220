import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionFor } from './geocoder.js';
import { NominatimGeocoder } from './nominatim.js';
import { OfflineGeocoder } from './offline.js';

describe('offline geocoder', () => {
  const geocoder = new OfflineGeocoder();

  it('finds a city, preferring the one in the state and country named after it', async () => {
    const places = await geocoder.search('Portland, Oregon');
    expect(places[0]).toMatchObject({ displayName: 'Portland, Oregon, United States' });
    expect(places[0]!.latitude).toBeCloseTo(45.52, 1);
    expect(places[0]!.longitude).toBeCloseTo(-122.68, 1);
    expect(await geocoder.search('  ')).toEqual([]);
  });

  it('locates an address by city, else by state, else by country', async () => {
    const city = await geocoder.locate({
      address1: '1 Main St',
      city: 'Eugene',
      state: 'Oregon',
      country: 'United States',
    });
    expect(city?.displayName).toBe('Eugene, Oregon, United States');
    const state = await geocoder.locate({ city: 'Nowhere Special', state: 'Oregon', country: 'United States' });
    expect(state?.displayName).toBe('Oregon, United States');
    const country = await geocoder.locate({ country: 'Iceland' });
    expect(country?.displayName).toBe('Iceland');
    expect(await geocoder.locate({ city: 'Portland' })).toBeNull();
  });
});

describe('Nominatim geocoder against a local Nominatim-compatible server', () => {
  let server: http.Server;
  let url: string;
  const seen: { q: string | null; format: string | null; agent: string | undefined }[] = [];
  let status = 200;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      seen.push({ q: query.get('q'), format: query.get('format'), agent: req.headers['user-agent'] });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? [{ display_name: 'Salem, Marion County, Oregon, United States', lat: '44.9429', lon: '-123.0351' }]
            : { error: 'busy' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /search with q and format=json, naming the site, and parses the places', async () => {
    const places = await new NominatimGeocoder(url, undefined, 0).search('Salem, Oregon');
    expect(places).toEqual([
      {
        displayName: 'Salem, Marion County, Oregon, United States',
        latitude: 44.9429,
        longitude: -123.0351,
        kind: null,
        countryCode: null,
      },
    ]);
    expect(seen.at(-1)).toMatchObject({
      q: 'Salem, Oregon',
      format: 'json',
      agent: expect.stringContaining('FragranceFreeCommunity/1.0 (+http://localhost:4000)'),
    });
  });

  it('sends at most one request a second, however many people search at once', async () => {
    const geocoder = new NominatimGeocoder(url, 'https://ffc.example', 300);
    const before = seen.length;
    const started = Date.now();
    await Promise.all(['Salem', 'Eugene', 'Bend', 'Astoria'].map((q) => geocoder.search(q)));
    expect(seen.length - before).toBe(4);
    // Four requests at least 300 ms apart (the test's interval) take at least 900 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(880);
    expect(seen.at(-1)?.agent).toContain('(+https://ffc.example)');
  });

  it('sends only the anonymous address when locating', async () => {
    await new NominatimGeocoder(url, undefined, 0).locate({
      address1: '1 Court St',
      city: 'Salem',
      state: 'Oregon',
      postalCode: '97301',
      country: 'United States',
    });
    expect(seen.at(-1)?.q).toBe('1 Court St, Salem, Oregon, 97301, United States');
  });

  it('a failing service gives no position, and no error, to a save', async () => {
    status = 503;
    await expect(new NominatimGeocoder(url, undefined, 0).search('Salem')).rejects.toThrow();
    expect(
      await positionFor(new NominatimGeocoder(url, undefined, 0), { city: 'Salem', country: 'United States' }),
    ).toEqual({ latitude: null, longitude: null });
    expect(await positionFor(new NominatimGeocoder('http://127.0.0.1:1', undefined, 0), { city: 'Salem' })).toEqual({
      latitude: null,
      longitude: null,
    });
    status = 200;
  });
});

describe('Nominatim candidates, ranked for the person searching', () => {
  let server: http.Server;
  let url: string;
  const asked: URLSearchParams[] = [];
  // What Nominatim answers for "Birmingham": its own order, by its importance.
  const birmingham = [
    {
      display_name: 'Birmingham, West Midlands, England, United Kingdom',
      lat: '52.4796',
      lon: '-1.9026',
      importance: 0.75,
      addresstype: 'city',
      address: { country_code: 'gb' },
    },
    {
      display_name: 'Birmingham, Jefferson County, Alabama, United States',
      lat: '33.5207',
      lon: '-86.8025',
      importance: 0.66,
      addresstype: 'city',
      address: { country_code: 'us' },
    },
    {
      display_name: 'Birmingham, Oakland County, Michigan, United States',
      lat: '42.5467',
      lon: '-83.2113',
      importance: 0.45,
      addresstype: 'town',
      address: { country_code: 'us' },
    },
    {
      display_name: 'West Midlands, England, United Kingdom',
      lat: '52.5',
      lon: '-2',
      importance: 0.4,
      addresstype: 'county',
      address: { country_code: 'gb' },
    },
  ];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(new URL(req.url ?? '/', 'http://x').searchParams);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(birmingham));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks for more candidates than it shows, with their country, in the person's language", async () => {
    await new NominatimGeocoder(url, undefined, 0).search('Birmingham', { country: 'US', language: 'en-US' });
    const query = asked.at(-1);
    expect(query?.get('limit')).toBe('10');
    expect(query?.get('addressdetails')).toBe('1');
    expect(query?.get('accept-language')).toBe('en-US');
    // A preference, not a filter: the rest of the world stays findable.
    expect(query?.has('countrycodes')).toBe(false);
  });

  it("puts the person's own country's place first when Nominatim rates them close, and says what each place is", async () => {
    const geocoder = new NominatimGeocoder(url, undefined, 0);
    const american = await geocoder.search('Birmingham', { country: 'US' });
    expect(american.map((p) => p.displayName).slice(0, 2)).toEqual([
      'Birmingham, Jefferson County, Alabama, United States',
      'Birmingham, West Midlands, England, United Kingdom',
    ]);
    expect(american[0]).toMatchObject({ kind: 'city', countryCode: 'US', latitude: 33.5207, longitude: -86.8025 });
    expect(american.at(-1)).toMatchObject({ kind: 'other', countryCode: 'GB' });
    const british = await geocoder.search('Birmingham', { country: 'GB' });
    expect(british[0]?.displayName).toBe('Birmingham, West Midlands, England, United Kingdom');
    // Nobody in particular: Nominatim's order.
    expect((await geocoder.search('Birmingham'))[0]?.countryCode).toBe('GB');
    // Near Detroit, the Michigan one.
    expect(
      (await geocoder.search('Birmingham', { country: 'US', near: { latitude: 42.33, longitude: -83.05 } }))[0]
        ?.displayName,
    ).toBe('Birmingham, Oakland County, Michigan, United States');
  });
});
