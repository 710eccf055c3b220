import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ENTRY_KINDS,
  HIGHLIGHT_PLACE_KINDS,
  isEntryKind,
  kindOfValue,
  KINDS,
  LIST_SHAPES,
  LOCATED_KINDS,
  UI,
  REVIEWED_KINDS,
  sortsOf,
  valuesOf,
  VOTED_KINDS,
  type HighlightPlaceKind,
  type ReviewedKind,
} from '../index.js';

describe('the registry of entry kinds', () => {
  it('lists the four kinds in the order the site shows them', () => {
    expect(ENTRY_KINDS).toEqual(['businesses', 'homes', 'products', 'socials']);
  });

  it('says which kinds are reviewed and which are located, and derives the lists of them', () => {
    expect(REVIEWED_KINDS).toEqual(['businesses', 'homes', 'products']);
    expect(LOCATED_KINDS).toEqual(['businesses', 'homes', 'socials']);
    expect(VOTED_KINDS).toEqual(REVIEWED_KINDS);
    // The home page's recent places are the kinds one can go to and review.
    expect(HIGHLIGHT_PLACE_KINDS).toEqual(['businesses', 'homes']);
    expectTypeOf<ReviewedKind>().toEqualTypeOf<'businesses' | 'homes' | 'products'>();
    expectTypeOf<HighlightPlaceKind>().toEqualTypeOf<'businesses' | 'homes'>();
  });

  it('shapes each list from the same declaration', () => {
    expect(LIST_SHAPES).toBe(KINDS);
    expect(sortsOf('products')).not.toContain('distance');
    expect(sortsOf('socials')).not.toContain('rating');
  });

  it('maps GraphQL enum values to collections and back', () => {
    expect(valuesOf(ENTRY_KINDS)).toEqual(['BUSINESS', 'HOME', 'PRODUCT', 'SOCIAL']);
    expect(kindOfValue('HOME', ENTRY_KINDS)).toBe('homes');
    expect(kindOfValue('PRODUCT', REVIEWED_KINDS)).toBe('products');
    // @ts-expect-error a social group is not a reviewed kind
    expect(() => kindOfValue('SOCIAL', REVIEWED_KINDS)).toThrow();
  });

  it('knows a kind by its collection', () => {
    expect(isEntryKind('homes')).toBe(true);
    expect(isEntryKind('support')).toBe(false);
    expect(isEntryKind('pages')).toBe(false);
  });

  it('names what one entry of each kind is, for the suggestions', () => {
    expect(UI.suggestionHint.entry).toEqual({
      businesses: 'Business',
      homes: 'Rental home',
      products: 'Product',
      socials: 'Social group',
    });
    // @ts-expect-error a table of the kinds has no other keys
    expect(UI.suggestionHint.entry.support).toBeUndefined();
  });
});
