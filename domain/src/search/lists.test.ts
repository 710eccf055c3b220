import { describe, expect, it } from 'vitest';
import { formErrors } from '../entries/validation.js';
import {
  businessFilterSchema,
  businessListFilters,
  defaultSortText,
  distanceKm,
  effectiveSort,
  formatDistance,
  countryOfLanguages,
  defaultRadiusKm,
  nearestRadiusKm,
  radiusChoices,
  unitForLocale,
  M,
  nearToParam,
  productFilterSchema,
  socialFilterSchema,
  sortsOf,
  GRAPHQL_SORT_NAMES,
  graphqlFilter,
  LIST_SORT_LABELS,
} from '../index.js';

describe('list orders and reach', () => {
  it('offers each kind the orders it can keep', () => {
    expect(sortsOf('businesses')).toEqual([
      'relevance',
      'for-me',
      'name',
      'rating',
      'reviews',
      'newest',
      'confirmed',
      'distance',
    ]);
    expect(sortsOf('products')).toEqual(['relevance', 'for-me', 'name', 'rating', 'reviews', 'newest', 'confirmed']);
    expect(sortsOf('socials')).toEqual(['relevance', 'for-me', 'name', 'newest', 'confirmed', 'distance']);
  });

  it('offers "Best for me" to a signed-in person only, spelt forMe in GraphQL', () => {
    expect(sortsOf('socials', { signedIn: false })).toEqual(['relevance', 'name', 'newest', 'confirmed', 'distance']);
    expect(LIST_SORT_LABELS['for-me']).toBe('Best for me');
    expect(GRAPHQL_SORT_NAMES['for-me']).toBe('forMe');
    for (const name of Object.values(GRAPHQL_SORT_NAMES)) expect(name).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/);
    expect(graphqlFilter({ sort: 'for-me', searchText: 'cafe' })).toEqual({ sort: 'forMe', searchText: 'cafe' });
    expect(graphqlFilter({ sort: 'name' })).toEqual({ sort: 'name' });
    expect(graphqlFilter({ searchText: 'x' })).toEqual({ searchText: 'x' });
  });

  it("says a kind's default orders before a sort is chosen, without nearest for products", () => {
    expect(defaultSortText('businesses')).toBe('Best match, nearest or name');
    expect(defaultSortText('homes')).toBe('Best match, nearest or name');
    expect(defaultSortText('socials')).toBe('Best match, nearest or name');
    expect(defaultSortText('products')).toBe('Best match or name');
  });

  it('orders by best match when searching, nearest with a place, else by name', () => {
    expect(effectiveSort(null, { searching: true, near: true })).toBe('relevance');
    expect(effectiveSort(undefined, { searching: false, near: true })).toBe('distance');
    expect(effectiveSort(null, { searching: false, near: false })).toBe('name');
    expect(effectiveSort('relevance', { searching: false, near: false })).toBe('name');
    expect(effectiveSort('rating', { searching: true, near: false })).toBe('rating');
  });

  it('reads near as latitude,longitude and a radius in km', () => {
    expect(businessFilterSchema.parse({ near: ' 45.52, -122.68 ', radiusKm: '25', sort: 'distance' })).toMatchObject({
      near: { latitude: 45.52, longitude: -122.68 },
      radiusKm: 25,
      sort: 'distance',
    });
    expect(businessFilterSchema.parse({ near: '', radiusKm: '', sort: '' })).toMatchObject({
      near: null,
      radiusKm: null,
      sort: null,
    });
    expect(nearToParam({ latitude: 45.52, longitude: -122.68 })).toBe('45.52,-122.68');
  });

  it('refuses a malformed place, radius or order with a clear message', () => {
    for (const near of ['45.52', '91,0', '0,181', 'a,b', '1,2,3', ',']) {
      expect(formErrors(businessFilterSchema, { near })).toEqual({ near: M.nearFormat });
    }
    expect(formErrors(businessFilterSchema, { near: '1,2', radiusKm: '0' })).toEqual({ radiusKm: M.radiusRange });
    expect(formErrors(businessFilterSchema, { near: '1,2', radiusKm: '501' })).toEqual({ radiusKm: M.radiusRange });
    expect(formErrors(businessFilterSchema, { sort: 'price' })).toEqual({ sort: M.unknownSort });
    expect(formErrors(socialFilterSchema, { sort: 'rating' })).toEqual({ sort: M.unknownSort });
  });

  it('needs a place for a radius or nearest first, and products have none', () => {
    expect(formErrors(businessFilterSchema, { radiusKm: '5' })).toEqual({ radiusKm: M.radiusNeedsNear });
    expect(formErrors(businessFilterSchema, { sort: 'distance' })).toEqual({ sort: M.distanceNeedsNear });
    expect(formErrors(productFilterSchema, { near: '1,2' })).toEqual({ near: M.productsHaveNoPlace });
    expect(formErrors(productFilterSchema, { sort: 'distance' })).toEqual({ sort: M.unknownSort });
  });

  it('takes GraphQL near as a position or a typed place', () => {
    expect(businessListFilters.parse({ near: { latitude: 1, longitude: 2, radiusKm: 10 } }).near).toMatchObject({
      latitude: 1,
      longitude: 2,
      radiusKm: 10,
    });
    expect(businessListFilters.parse({ near: { place: ' Portland ' } }).near).toMatchObject({ place: 'Portland' });
    expect(businessListFilters.parse({ near: { place: '', radiusKm: null } }).near).toBeNull();
    expect(formErrors(businessListFilters, { near: { latitude: 1 } })).toEqual({ near: { latitude: M.nearFormat } });
    expect(formErrors(businessListFilters, { near: { radiusKm: 5 } })).toEqual({
      near: { radiusKm: M.radiusNeedsNear },
    });
    // As the address bar carries them: texts.
    expect(
      businessListFilters.parse({ near: { latitude: '45.5', longitude: '-122.6', radiusKm: '25' } }).near,
    ).toMatchObject({ latitude: 45.5, longitude: -122.6, radiusKm: 25 });
    expect(formErrors(businessListFilters, { sort: 'distance' })).toEqual({ sort: M.distanceNeedsNear });
  });

  it('measures great-circle distances and writes them for a row', () => {
    const portland = { latitude: 45.52, longitude: -122.68 };
    const seattle = { latitude: 47.61, longitude: -122.33 };
    expect(distanceKm(portland, seattle)).toBeCloseTo(234.2, 0);
    expect(distanceKm(portland, portland)).toBe(0);
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.347)).toBe('350 m');
    expect(formatDistance(4.24)).toBe('4.2 km');
    expect(formatDistance(1234.4)).toBe('1,234 km');
  });
});

describe('distances in miles or kilometres', () => {
  it('reads miles where roads are signed in miles (the US, the UK, Liberia, Myanmar), kilometres elsewhere', () => {
    expect(['en-US', 'en-GB', 'en_us', 'es-US', 'my-MM', 'my', 'en-LR'].map(unitForLocale)).toEqual([
      'mi',
      'mi',
      'mi',
      'mi',
      'mi',
      'mi',
      'mi',
    ]);
    expect(['en-AU', 'en-CA', 'fr-FR', 'de', 'en', '', null].map(unitForLocale)).toEqual([
      'km',
      'km',
      'km',
      'km',
      'km',
      'km',
      'km',
    ]);
  });

  it('shows miles to one decimal under ten, whole above, and feet when very near', () => {
    expect(formatDistance(0.05, 'mi')).toBe('160 ft');
    expect(formatDistance(0.001, 'mi')).toBe('10 ft');
    expect(formatDistance(4.24, 'mi')).toBe('2.6 mi');
    expect(formatDistance(16.0934, 'mi')).toBe('10 mi');
    expect(formatDistance(2000, 'mi')).toBe('1,243 mi');
    expect(formatDistance(4.24, 'km')).toBe('4.2 km');
  });

  it('offers "within" in the person\'s unit and sends kilometres', () => {
    expect(radiusChoices('km')).toEqual([5, 10, 25, 50, 100].map((km) => ({ km, label: `${km} km` })));
    expect(radiusChoices('mi').map((c) => c.label)).toEqual(['5 mi', '10 mi', '25 mi', '50 mi', '100 mi']);
    expect(radiusChoices('mi')[2]?.km).toBe(40.234);
    expect(defaultRadiusKm('km')).toBe(25);
    expect(defaultRadiusKm('mi')).toBe(24.14);
    // Switching units keeps about the same reach.
    expect(nearestRadiusKm(25, 'mi')).toBe(radiusChoices('mi')[1]?.km);
    expect(nearestRadiusKm(40.234, 'km')).toBe(50);
  });

  it('offers a radius from a link made in the other unit, in this one', () => {
    expect(radiusChoices('mi', 100).map((c) => c.label)).toEqual([
      '5 mi',
      '10 mi',
      '25 mi',
      '50 mi',
      '62 mi',
      '100 mi',
    ]);
    expect(radiusChoices('km', 40.234).find((c) => c.km === 40.234)?.label).toBe('40 km');
    expect(radiusChoices('km', 25)).toHaveLength(5);
  });
});

describe("the country a browser's languages point to", () => {
  it('is the region of the most preferred language that names one', () => {
    expect(countryOfLanguages('en-US,en;q=0.9')).toBe('US');
    expect(countryOfLanguages('en;q=0.9, en-GB;q=0.8, fr-FR;q=0.5')).toBe('GB');
    expect(countryOfLanguages('fr-CA;q=0.3, en-AU')).toBe('AU');
    expect(countryOfLanguages(['zh-Hant-TW', 'en'])).toBe('TW');
    expect(countryOfLanguages('en')).toBeNull();
    expect(countryOfLanguages('')).toBeNull();
    expect(countryOfLanguages(undefined)).toBeNull();
  });
});
