import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLanguage } from './languages.js';

describe('the language of a visit', () => {
  it("reads the browser's languages by their q-values, regions aside, dropping q=0 and unknown ones", () => {
    expect(acceptedLanguages('de-CH, fr;q=0.9, en;q=0.8')).toEqual(['de', 'fr', 'en']);
    expect(acceptedLanguages('ja, es-MX;q=0.5, fr;q=0.7')).toEqual(['fr', 'es']);
    expect(acceptedLanguages('fr;q=0, en;q=0.1')).toEqual(['en']);
    expect(acceptedLanguages('de;q=0.5, es')).toEqual(['es', 'de']);
    expect(acceptedLanguages('*, xx;q=abc')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('takes ?lang first, then the cookie, then the browser, else English; an unknown value is ignored', () => {
    expect(negotiateLanguage({ query: 'de', cookie: 'fr', acceptLanguage: 'es' })).toBe('de');
    expect(negotiateLanguage({ query: 'klingon', cookie: 'fr', acceptLanguage: 'es' })).toBe('fr');
    expect(negotiateLanguage({ cookie: '<script>', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('es');
    expect(negotiateLanguage({ acceptLanguage: 'ja, zh;q=0.8' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
  });
});
