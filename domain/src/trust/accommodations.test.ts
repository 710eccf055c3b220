import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ACCOMMODATION_SHORT_MAX,
  ACCOMMODATIONS,
  accommodationCatalogue,
  accommodationFilterOf,
  accommodationKeys,
  accommodationLabel,
  accommodationShortLabel,
  accommodationsOf,
} from './accommodations.js';
import { M } from '../text/messages.js';
import { fieldErrors } from '../entries/validation.js';

describe('accommodations', () => {
  it('gives every kind a catalogue of distinct, URL-safe keys with a label', () => {
    for (const list of Object.values(ACCOMMODATIONS)) {
      const keys = list.map((a) => a.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const { key, label } of list) {
        expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(label.length).toBeGreaterThan(5);
      }
    }
    expect(accommodationCatalogue.parse(ACCOMMODATIONS)).toEqual(ACCOMMODATIONS);
  });

  it('gives every accommodation a short badge text that fits a phone, distinct within its kind', () => {
    for (const list of Object.values(ACCOMMODATIONS)) {
      const shorts = list.map((a) => a.short);
      expect(new Set(shorts).size).toBe(shorts.length);
      for (const short of shorts) expect(short.length).toBeLessThanOrEqual(ACCOMMODATION_SHORT_MAX);
    }
    expect(accommodationShortLabel('businesses', 'unscented-soap')).toBe('Unscented soap');
    expect(accommodationShortLabel('businesses', 'gone-key')).toBe('gone-key');
  });

  it('keeps the keys an entry offers once each, in the catalogue order, none when absent', () => {
    const businesses = accommodationsOf('businesses');
    expect(businesses.parse(['ventilation', 'unscented-soap', 'ventilation'])).toEqual([
      'unscented-soap',
      'ventilation',
    ]);
    expect(businesses.parse(undefined)).toEqual([]);
    expect(businesses.parse(null)).toEqual([]);
  });

  it("refuses a key that is not the kind's, with a clear message", () => {
    const entry = z.object({ accommodations: accommodationsOf('homes') });
    expect(fieldErrors(entry, { accommodations: ['no-smoking', 'unscented-soap'] })).toEqual([
      { field: 'accommodations', message: M.unknownAccommodation },
    ]);
    expect(accommodationsOf('products').safeParse('fragrance-free').success).toBe(false);
  });

  it('reads the list filter from one query parameter or several, ignoring empty ones', () => {
    const filter = accommodationFilterOf('socials');
    expect(filter.parse('venue-checked')).toEqual(['venue-checked']);
    expect(filter.parse(['online-option', '', 'meeting-rule'])).toEqual(['meeting-rule', 'online-option']);
    expect(filter.parse('')).toEqual([]);
    expect(filter.parse(undefined)).toEqual([]);
    expect(filter.safeParse('no-smoking').success).toBe(false);
  });

  it('names a key by its label, and an unknown key by itself', () => {
    expect(accommodationLabel('homes', 'no-smoking')).toBe('No smoking on the property');
    expect(accommodationLabel('homes', 'gone')).toBe('gone');
    expect(accommodationKeys('products')).toEqual(['fragrance-free', 'full-ingredients', 'no-essential-oils']);
  });
});
