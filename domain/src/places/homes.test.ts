import { describe, expect, it } from 'vitest';
import { sameListing } from './homes.js';

const cabin = { name: 'Quiet Pines Cabin', city: 'Bend', stateId: 1, countryId: 233 };

describe('the same home listed twice', () => {
  it('is the same name in the same town, whatever the case, accents, punctuation or spacing', () => {
    expect(sameListing(cabin, { ...cabin })).toBe(true);
    expect(sameListing(cabin, { ...cabin, name: '  quiet  pines  cabin ', city: 'BEND' })).toBe(true);
    expect(sameListing({ ...cabin, name: 'Café Loft' }, { ...cabin, name: 'cafe loft!' })).toBe(true);
  });

  it('is not a same-named home in another town, or another home in the same town', () => {
    expect(sameListing(cabin, { ...cabin, city: 'Sisters' })).toBe(false);
    expect(sameListing(cabin, { ...cabin, stateId: 2 })).toBe(false);
    expect(sameListing(cabin, { ...cabin, countryId: 39 })).toBe(false);
    expect(sameListing(cabin, { ...cabin, name: 'Quiet Pines Cabin 2' })).toBe(false);
    expect(sameListing({ ...cabin, name: ' ' }, { ...cabin, name: '' })).toBe(false);
  });
});
