import { describe, expect, it } from 'vitest';
import { checkboxOf } from '../entries/schemaFields.js';
import {
  ACCOMMODATIONS,
  M,
  NEED_KINDS,
  meetsNeedsFilter,
  needsChecklist,
  kindsShownDifferently,
  needsMet,
  needsMetLabel,
  needsMetText,
  needsSchema,
  needsShownWithReviews,
  NO_NEEDS,
  SENSITIVITIES,
  storedNeeds,
} from '../index.js';

describe('a person’s needs', () => {
  it('keeps each known key once, in the catalogue’s order, and reads absent lists as none', () => {
    const needs = needsSchema.parse({
      homes: ['no-smoking', 'fragrance-free-laundry', 'no-smoking'],
      sensitivities: ['smoke', 'perfume'],
    });
    expect(needs).toEqual({
      ...NO_NEEDS,
      homes: ['fragrance-free-laundry', 'no-smoking'],
      sensitivities: ['perfume', 'smoke'],
    });
    expect(needsSchema.parse({})).toEqual(NO_NEEDS);
  });

  it('refuses a key of another kind, or an unknown sensitivity, at its field', () => {
    const wrongKind = needsSchema.safeParse({ businesses: ['no-smoking'] });
    expect(wrongKind.error?.issues[0]).toMatchObject({ path: ['businesses'], message: M.unknownAccommodation });
    const unknown = needsSchema.safeParse({ sensitivities: ['cats'] });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['sensitivities'], message: M.unknownSensitivity });
  });

  it('shows needs with reviews only when the person turns it on', () => {
    expect(needsSchema.parse({}).showWithReviews).toBe(false);
    expect(needsSchema.parse({ showWithReviews: true }).showWithReviews).toBe(true);
  });

  it('asks needs of every kind that has accommodations', () => {
    expect([...NEED_KINDS].sort()).toEqual(Object.keys(ACCOMMODATIONS).sort());
  });

  it('marks a short list of sensitivities, each with a distinct key', () => {
    const keys = SENSITIVITIES.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['essential-oils', 'laundry-products', 'cleaning-products', 'smoke']));
  });
});

describe('needs met', () => {
  it('counts the needs an entry offers, and says "4 of 5"', () => {
    expect(needsMet(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'e'])).toBe(4);
    expect(needsMet([], ['a'])).toBe(0);
    expect(needsMetText(4, 5)).toBe('4 of 5');
    expect(needsMetLabel(4, 5)).toBe('Meets 4 of your 5 needs');
  });

  it('checks each need against the entry: confirmed, offered, disputed or unknown', () => {
    const status = [
      { key: 'no-smoking', state: 'confirmed' as const, lastConfirmed: '2026-10-01T00:00:00.000Z' },
      { key: 'fragrance-free-laundry', state: 'stale' as const, lastConfirmed: '2024-01-01T00:00:00.000Z' },
      { key: 'no-air-fresheners', state: 'disputed' as const, lastConfirmed: null },
      { key: 'unscented-toiletries', state: 'unconfirmed' as const, lastConfirmed: null },
    ];
    const needed = [
      'no-smoking',
      'fragrance-free-laundry',
      'no-air-fresheners',
      'unscented-toiletries',
      'no-scented-candles',
    ];
    expect(needsChecklist('homes', needed, status).map((c) => [c.key, c.state])).toEqual([
      ['no-smoking', 'confirmed'],
      ['fragrance-free-laundry', 'offered'],
      ['no-air-fresheners', 'disputed'],
      ['unscented-toiletries', 'offered'],
      ['no-scented-candles', 'unknown'],
    ]);
    expect(needsChecklist('homes', ['no-smoking'], status)[0]).toMatchObject({
      label: 'No smoking on the property',
      lastConfirmed: '2026-10-01T00:00:00.000Z',
    });
  });

  it('filters "Meets my needs" on true only, drawn as a checkbox for a signed-in person', () => {
    const schema = meetsNeedsFilter.meetsNeeds;
    expect(schema.parse('true')).toBe(true);
    expect(schema.parse(true)).toBe(true);
    expect(schema.parse('false')).toBeUndefined();
    expect(schema.parse('')).toBeUndefined();
    expect(checkboxOf(schema)).toEqual({ label: 'Meets my needs', signedIn: true });
  });
});

describe('stored needs', () => {
  it('drops a key the catalogue no longer holds instead of refusing the whole set', () => {
    const stored = { ...NO_NEEDS, homes: ['no-smoking', 'retired-key'], sensitivities: ['smoke', 'old'] };
    expect(storedNeeds(stored)).toEqual({ ...NO_NEEDS, homes: ['no-smoking'], sensitivities: ['smoke'] });
  });
});

describe('what reviews show of a person’s needs', () => {
  const needs = { ...NO_NEEDS, homes: ['no-smoking'], businesses: ['unscented-soap'] };

  it('is their needs at each kind only while they choose to show them', () => {
    expect(needsShownWithReviews(needs).homes).toBeNull();
    expect(needsShownWithReviews({ ...needs, showWithReviews: true })).toEqual({
      businesses: ['unscented-soap'],
      homes: ['no-smoking'],
      products: [],
      socials: [],
    });
  });

  it('changes at no kind when nothing shown changes, and at the kinds whose shown needs do', () => {
    expect(kindsShownDifferently(needs, needs)).toEqual([]);
    // Hidden needs changing change nothing a review shows.
    expect(kindsShownDifferently(needs, { ...needs, homes: [] })).toEqual([]);
    const shown = { ...needs, showWithReviews: true };
    expect(kindsShownDifferently(shown, { ...shown, homes: [] })).toEqual(['homes']);
    expect(kindsShownDifferently(needs, shown)).toEqual(['businesses', 'homes', 'products', 'socials']);
  });
});
