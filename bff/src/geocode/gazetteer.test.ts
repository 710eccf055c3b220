/**
 * The offline gazetteer against the real GeoNames data: for a name many places share, the first
 * place offered is the one a person in the United States, the United Kingdom or Australia most
 * likely means; a state or country typed after the name decides.
 */
import { describe, expect, it } from 'vitest';
import { rankPlaces } from './gazetteer.js';
import { OfflineGeocoder } from './offline.js';

/** Where the first place must be: a country, or `country:state` (GeoNames admin1 code); a list when either is fair. */
type Expect = string | readonly string[];
const where = (text: string, country: string) => {
  const [first] = rankPlaces(text, { country });
  return first ? [first.countryCode, `${first.countryCode}:${first.adminCode}`] : [];
};

// text, a person in the US, in the UK, in Australia
const AMBIGUOUS: readonly [string, Expect, Expect, Expect][] = [
  ['Portland', 'US:OR', 'US:OR', 'US:OR'],
  ['Springfield', 'US:IL', 'US', 'US'],
  ['Paris', 'FR', 'FR', 'FR'],
  ['London', 'GB:ENG', 'GB:ENG', 'GB:ENG'],
  ['Toronto', 'CA', 'CA', 'CA'],
  ['San Francisco', 'US:CA', 'US:CA', 'US:CA'],
  ['Salem', 'US:OR', ['IN', 'US:OR'], ['IN', 'US:OR']],
  ['Cambridge', 'US:MA', 'GB:ENG', ['GB', 'CA', 'US']],
  ['Victoria', ['AU', 'CA'], ['AU', 'CA'], 'AU'],
  ['Birmingham', 'US:AL', 'GB:ENG', 'GB:ENG'],
  ['Manchester', 'US:NH', 'GB:ENG', 'GB:ENG'],
  ['Perth', 'AU', ['AU', 'GB:SCT'], 'AU'],
  ['Richmond', 'US:VA', ['US:VA', 'GB'], ['US:VA', 'AU']],
  ['Kingston', ['JM', 'US'], ['JM', 'GB'], ['JM', 'AU']],
  ['Newcastle', ['ZA', 'GB', 'AU'], 'GB:ENG', 'AU'],
  ['Columbus', 'US:OH', 'US:OH', 'US:OH'],
  ['Aurora', 'US:CO', 'US:CO', 'US:CO'],
  ['Hamilton', ['US:OH', 'CA'], 'GB:SCT', ['CA', 'NZ', 'AU']],
  ['Dublin', 'IE', 'IE', 'IE'],
  ['Athens', 'GR', 'GR', 'GR'],
  ['Sydney', 'AU', 'AU', 'AU'],
  ['Melbourne', 'AU', 'AU', 'AU'],
  ['Windsor', ['US', 'CA'], 'GB:ENG', ['CA', 'AU']],
  ['Boston', 'US:MA', 'US:MA', 'US:MA'],
  ['Berlin', 'DE', 'DE', 'DE'],
  ['Oxford', ['US', 'GB'], 'GB:ENG', 'GB:ENG'],
  ['Durham', 'US:NC', 'GB:ENG', ['US:NC', 'GB']],
  ['Wellington', 'NZ', 'NZ', 'NZ'],
  ['Georgetown', ['GY', 'US'], 'GY', 'GY'],
  ['Jackson', 'US:MS', 'US:MS', 'US:MS'],
  ['Melbourne, FL', 'US:FL', 'US:FL', 'US:FL'],
  ['Paris, Texas', 'US:TX', 'US:TX', 'US:TX'],
  ['Perth, Scotland', 'GB:SCT', 'GB:SCT', 'GB:SCT'],
  ['London ON', 'CA', 'CA', 'CA'],
  ['Portland OR', 'US:OR', 'US:OR', 'US:OR'],
  ['Portland, ME', 'US:ME', 'US:ME', 'US:ME'],
  ['NYC', 'US:NY', 'US:NY', 'US:NY'],
  ['Springfield, IL', 'US:IL', 'US:IL', 'US:IL'],
  ['Springfield Illinois', 'US:IL', 'US:IL', 'US:IL'],
  ['Cambridge, MA', 'US:MA', 'US:MA', 'US:MA'],
  ['Perth WA', 'AU', 'AU', 'AU'],
];

describe('ranking the places a name may mean', () => {
  it.each(AMBIGUOUS)('%s: first for a person in the US %j, in the UK %j, in Australia %j', (text, us, uk, au) => {
    for (const [country, expected] of [
      ['US', us],
      ['GB', uk],
      ['AU', au],
    ] as const) {
      const accepted = typeof expected === 'string' ? [expected] : expected;
      expect({ country, first: where(text, country).some((w) => accepted.includes(w)) }).toEqual({
        country,
        first: true,
      });
    }
  });

  it('names each place with its state and country, and offers the other places of that name after it', () => {
    expect(
      rankPlaces('Portland', { country: 'US' })
        .map((p) => p.displayName)
        .slice(0, 2),
    ).toEqual(['Portland, Oregon, United States', 'Portland, Maine, United States']);
    expect(rankPlaces('Portland', { country: 'AU' }).map((p) => p.displayName)).toContain(
      'Portland, Victoria, Australia',
    );
    expect(rankPlaces('Cambridge', { country: 'GB' })[0]?.displayName).toBe('Cambridge, England, United Kingdom');
  });

  it('finds the same place again from the name it gave it', () => {
    // Not a country that shares its name with a state ("Georgia" is the state for an American).
    for (const text of ['Portland', 'Victoria', 'Hamilton', 'Kingston', 'New York', 'Washington']) {
      for (const place of rankPlaces(text, { country: 'US' })) {
        expect(rankPlaces(place.displayName, { country: 'GB' })[0]).toMatchObject({
          displayName: place.displayName,
          latitude: place.latitude,
          longitude: place.longitude,
        });
      }
    }
  });

  it('puts the place nearest the person first when the names are alike', () => {
    // Someone in Maine (Augusta) means the Portland down the road.
    expect(
      rankPlaces('Portland', { country: 'US', near: { latitude: 44.31, longitude: -69.78 } })[0]?.displayName,
    ).toBe('Portland, Maine, United States');
    expect(rankPlaces('Portland', { country: 'US' })[0]?.displayName).toBe('Portland, Oregon, United States');
  });

  it('reads short names, codes, accents and case as people type them', () => {
    expect(rankPlaces('nyc')[0]?.displayName).toBe('New York City, New York, United States');
    expect(rankPlaces('New York')[0]?.displayName).toBe('New York City, New York, United States');
    expect(rankPlaces('LA')[0]?.displayName).toBe('Los Angeles, California, United States');
    expect(rankPlaces('SF')[0]?.displayName).toBe('San Francisco, California, United States');
    expect(rankPlaces('DC')[0]?.displayName).toBe('Washington, D.C., District of Columbia, United States');
    expect(rankPlaces('Philly')[0]?.displayName).toBe('Philadelphia, Pennsylvania, United States');
    expect(rankPlaces('SAO PAULO')[0]?.displayName).toBe('São Paulo, São Paulo, Brazil');
    expect(rankPlaces('zurich')[0]?.countryCode).toBe('CH');
    expect(rankPlaces('st. louis')[0]?.displayName).toBe('St. Louis, Missouri, United States');
  });

  it('keeps states and countries as places, by name and by code', () => {
    expect(rankPlaces('UK')[0]).toMatchObject({ kind: 'country', displayName: 'United Kingdom' });
    expect(rankPlaces('USA')[0]).toMatchObject({ kind: 'country', displayName: 'United States' });
    expect(rankPlaces('AU')[0]).toMatchObject({ kind: 'country', displayName: 'Australia' });
    expect(rankPlaces('Oregon')[0]).toMatchObject({ kind: 'state', displayName: 'Oregon, United States' });
    expect(rankPlaces('TX')[0]).toMatchObject({ kind: 'state', displayName: 'Texas, United States' });
    expect(rankPlaces('Victoria', { country: 'AU' })[0]).toMatchObject({
      kind: 'state',
      displayName: 'Victoria, Australia',
    });
    expect(rankPlaces('Georgia', { country: 'US' }).map((p) => p.displayName)).toEqual([
      'Georgia, United States',
      'Georgia',
    ]);
  });

  it('finds nothing for blank text, an unknown name, or a postcode (the GeoNames cities carry none)', () => {
    expect(rankPlaces('  , ')).toEqual([]);
    expect(rankPlaces('Atlantis Under The Sea')).toEqual([]);
    expect(rankPlaces('97201')).toEqual([]);
  });

  it('is what the offline geocoder answers, for the person searching', async () => {
    const places = await new OfflineGeocoder().search('Birmingham', { country: 'GB' });
    expect(places[0]).toMatchObject({
      displayName: 'Birmingham, England, United Kingdom',
      kind: 'city',
      countryCode: 'GB',
    });
    expect((await new OfflineGeocoder().search('Birmingham', { country: 'US' }))[0]?.displayName).toBe(
      'Birmingham, Alabama, United States',
    );
  });
});
