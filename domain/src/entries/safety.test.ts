import { describe, expect, it } from 'vitest';
import { businessSchema, productSchema } from '../index.js';
import { INT_MAX } from '../text/limits.js';
import { V } from '../text/messages.js';
import { isWebLink, webHref } from '../text/text.js';
import { fieldErrors, numericFilter, optionalRef, usernameKey } from '../index.js';

describe('web links', () => {
  it('accepts http, https and bare hosts', () => {
    for (const link of [
      'https://example.org',
      'http://example.org/a?b=c',
      'HTTPS://EXAMPLE.ORG',
      'example.org',
      'www.example.org/shop',
      'example.org:8080/x',
    ]) {
      expect(isWebLink(link), link).toBe(true);
    }
  });

  it('refuses javascript:, data: and every other scheme', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      'https:alert',
      'http://',
      'java script:x',
    ]) {
      expect(isWebLink(link), link).toBe(false);
    }
  });

  it('opens bare hosts over https, and nothing for a refused link', () => {
    expect(webHref('example.org')).toBe('https://example.org');
    expect(webHref('http://example.org')).toBe('http://example.org');
    expect(webHref('data:text/html,x')).toBeUndefined();
    expect(webHref(null)).toBeUndefined();
  });

  it('gives the link message on the business website and the product link', () => {
    const business = fieldErrors(businessSchema, { website: 'javascript:alert(1)' });
    expect(business.find((e) => e.field === 'website')?.message).toBe(V.webLink);
    const product = fieldErrors(productSchema, { manufacturerLink: 'data:text/html,x' });
    expect(product.find((e) => e.field === 'manufacturerLink')?.message).toBe(V.webLink);
  });
});

describe('ids and numbers fit their columns', () => {
  it('refuses ids of 2^31 or more instead of overflowing', () => {
    expect(optionalRef.safeParse({ id: INT_MAX }).success).toBe(true);
    expect(optionalRef.safeParse({ id: INT_MAX + 1 }).success).toBe(false);
    expect(numericFilter.safeParse(String(2 ** 31)).success).toBe(false);
    expect(numericFilter.safeParse('-7').success).toBe(true);
  });
});

describe('usernames have one key', () => {
  it('folds case and compatibility forms the same way everywhere', () => {
    expect(usernameKey('Administrator')).toBe('administrator');
    expect(usernameKey('ａｄｍｉｎｉｓｔｒａｔｏｒ')).toBe('administrator');
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
  });

  it('keeps a dotted capital I apart from a plain i, so it names no other account', () => {
    expect(usernameKey('adminİstrator')).not.toBe(usernameKey('administrator'));
  });
});

describe('the product form in one round', () => {
  it("names the company's missing fields together with the product's own", () => {
    const fields = fieldErrors(productSchema, { companyUpdate: 'new' }).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'manufacturerLink',
        'companyEntity.name',
        'companyEntity.country',
        'companyEntity.website',
      ]),
    );
  });
});
