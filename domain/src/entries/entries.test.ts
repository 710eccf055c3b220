import { describe, expect, it } from 'vitest';
import {
  businessSchema,
  entryFilterSchema,
  homeSchema,
  pageFromUrl,
  pageRequestSchema,
  pageToUrl,
  productFilterSchema,
  productSchema,
  reviewSchema,
} from '../index.js';
import { fieldErrors, formErrors } from '../index.js';

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
    expect(formErrors(businessSchema, { ...business, email: 'not-an-email' })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('review rules', () => {
  it('requires a title and a whole rating from 1 to 5; the comment is optional', () => {
    expect(formErrors(reviewSchema, {})).toEqual({
      name: 'Name is required',
      rating: 'Rating must be between 1 and 5',
    });
    for (const rating of [0, 6, 2.5, 'x']) {
      expect(fieldErrors(reviewSchema, { name: 'Good', rating })).toEqual([
        { field: 'rating', message: 'Rating must be between 1 and 5' },
      ]);
    }
    expect(reviewSchema.parse({ name: 'Good', rating: '4', comment: '' })).toEqual({
      name: 'Good',
      rating: 4,
      comment: null,
    });
  });
});

describe('lists', () => {
  it('filters must be numbers; empty filters are dropped', () => {
    expect(formErrors(entryFilterSchema, { type: 'abc' })).toEqual({ type: 'Value must be a number' });
    expect(entryFilterSchema.parse({ type: '', country: '233', searchText: ' ' })).toEqual({
      type: null,
      country: 233,
      searchText: null,
    });
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

describe('home rules', () => {
  const home = {
    name: 'Quiet Cabin',
    description: 'Aired out before you arrive.',
    homeType: { id: 5 },
    city: 'Bend',
    state: { id: 1450 },
    country: { id: 233 },
  };

  it('requires the city and the state as well as the country', () => {
    expect(formErrors(homeSchema, { ...home, city: '', state: null })).toEqual({
      city: 'City is required',
      state: 'State is required',
    });
    expect(homeSchema.parse({ ...home, people: '4', bedrooms: 2, bathrooms: 1.5 })).toMatchObject({
      people: 4,
      bedrooms: 2,
      bathrooms: 1.5,
      petsAllowed: false,
    });
    expect(formErrors(homeSchema, { ...home, bedrooms: -1 })).toEqual({ bedrooms: 'Must be a number from 0 to 1000' });
    expect(formErrors(homeSchema, { ...home, description: 'd'.repeat(1025) })).toEqual({
      description: 'Maximum of 1024 characters allowed',
    });
  });
});

describe('product rules', () => {
  const product = {
    name: 'Free & Clear Shampoo',
    description: 'No fragrance, no masking scent.',
    productCategoryType: { id: 2 },
    productType: { id: 7 },
    manufacturerLink: 'https://maker.example.org/shampoo',
  };

  it('names every missing field with the spec messages', () => {
    expect(formErrors(productSchema, {})).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      productCategoryType: 'Category is required',
      productType: 'Type is required - select Category first',
      manufacturerLink: 'Product website link required.',
      companyUpdate: 'Company Option is required',
    });
  });

  it('needs the company for existing, its name, country and website for new, and all four for update', () => {
    expect(fieldErrors(productSchema, { ...product, companyUpdate: 'existing', companyEntity: {} })).toEqual([
      { field: 'companyEntity.id', message: 'Company is required' },
    ]);
    expect(formErrors(productSchema, { ...product, companyUpdate: 'new', companyEntity: { name: '' } })).toEqual({
      companyEntity: {
        name: 'Company Name is required',
        country: 'Country is required',
        website: 'Company Website is required',
      },
    });
    expect(
      fieldErrors(productSchema, {
        ...product,
        companyUpdate: 'update',
        companyEntity: { name: 'Acme', country: { id: 1 }, website: 'https://acme.example.org' },
      }),
    ).toEqual([{ field: 'companyEntity.id', message: 'Company is required' }]);
    expect(fieldErrors(productSchema, { ...product, companyUpdate: 'existing', companyEntity: { id: 3 } })).toEqual([]);
  });

  it('filters by company, category and type as numbers', () => {
    expect(formErrors(productFilterSchema, { company: 'x' })).toEqual({ company: 'Value must be a number' });
  });
});
