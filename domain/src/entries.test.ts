import { describe, expect, it } from 'vitest';
import { businessSchema, entryFilterSchema, pageFromUrl, pageRequestSchema, pageToUrl, reviewSchema } from './entries.js';
import { fieldErrors, formErrors } from './validation.js';

const business = {
  name: 'Clear Air Cafe',
  description: 'No scented candles, unscented soap in the restrooms.',
  businessType: { id: 2 },
  country: { id: 233 },
  website: 'https://clearair.example.org',
};

describe('business rules', () => {
  it('accepts a complete business and defaults the policy switch to off', () => {
    expect(businessSchema.parse(business)).toMatchObject({ ...business, policy: false });
  });

  it('names every missing required field with the spec message', () => {
    expect(formErrors(businessSchema, {})).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      businessType: 'Type is required',
      country: 'Country is required',
      website: 'Business website link required.',
    });
    expect(formErrors(businessSchema, { ...business, businessType: { id: null }, country: null })).toEqual({
      businessType: 'Type is required',
      country: 'Country is required',
    });
  });

  it('says 1023 for a description over 1024 characters, and allows 1024', () => {
    expect(formErrors(businessSchema, { ...business, description: 'd'.repeat(1025) })).toEqual({
      description: 'Maximum of 1023 characters allowed',
    });
    expect(formErrors(businessSchema, { ...business, description: 'd'.repeat(1024) })).toEqual({});
  });

  it('limits names, addresses, cities, postal codes, emails and websites to 255', () => {
    for (const field of ['name', 'address1', 'address2', 'city', 'postalCode', 'website']) {
      expect(formErrors(businessSchema, { ...business, [field]: 'x'.repeat(256) })).toEqual({
        [field]: 'Maximum of 255 characters allowed',
      });
    }
    expect(formErrors(businessSchema, { ...business, email: 'not-an-email' })).toEqual({ email: 'Invalid email address' });
  });
});

describe('review rules', () => {
  it('requires a title and a whole rating from 1 to 5; the comment is optional', () => {
    expect(formErrors(reviewSchema, {})).toEqual({ name: 'Name is required', rating: 'Rating must be between 1 and 5' });
    for (const rating of [0, 6, 2.5, 'x']) {
      expect(fieldErrors(reviewSchema, { name: 'Good', rating })).toEqual([{ field: 'rating', message: 'Rating must be between 1 and 5' }]);
    }
    expect(reviewSchema.parse({ name: 'Good', rating: '4', comment: '' })).toEqual({ name: 'Good', rating: 4, comment: null });
  });
});

describe('lists', () => {
  it('filters must be numbers; empty filters are dropped', () => {
    expect(formErrors(entryFilterSchema, { type: 'abc' })).toEqual({ type: 'Value must be a number' });
    expect(entryFilterSchema.parse({ type: '', country: '233', searchText: ' ' })).toEqual({ type: null, country: 233, searchText: null });
  });

  it('pages are 0-based with a default size of 10, at most 100', () => {
    expect(pageRequestSchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(fieldErrors(pageRequestSchema, { size: 101 })[0]?.field).toBe('size');
    expect(fieldErrors(pageRequestSchema, { page: -1 })[0]?.field).toBe('page');
  });

  it('shows page+1 in the URL', () => {
    expect(pageFromUrl('3')).toBe(2);
    expect(pageFromUrl(null)).toBe(0);
    expect(pageFromUrl('0')).toBe(0);
    expect(pageFromUrl('abc')).toBe(0);
    expect(pageToUrl(0)).toBe('1');
  });
});
