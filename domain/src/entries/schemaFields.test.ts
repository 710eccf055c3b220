import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnNameOf, described, formNamesOf, isReference, onOrAbsent, plainField } from './schemaFields.js';
import { businessSchema } from '../places/businesses.js';
import { productSchema } from '../places/products.js';
import { socialSchema } from '../places/socials.js';
import { optionalRef, optionalText, rowId } from './validation.js';
import { flag, requiredRef } from './entries.js';

describe('what a schema field is', () => {
  it('reads a plain field under its wrappers: its kind, list and nullability', () => {
    expect(plainField(z.string())).toEqual({ kind: 'text', list: false, nullable: false, description: undefined });
    expect(plainField(z.number().int().nullish())).toMatchObject({ kind: 'int', nullable: true });
    expect(plainField(rowId())).toMatchObject({ kind: 'int', nullable: false });
    expect(plainField(z.number().nullish())).toMatchObject({ kind: 'float', nullable: true });
    expect(plainField(flag(false))).toMatchObject({ kind: 'boolean', nullable: false });
    expect(plainField(optionalText())).toMatchObject({ kind: 'text', nullable: true });
    expect(plainField(z.array(z.string()))).toMatchObject({ kind: 'text', list: true });
    expect(plainField(z.int())).toMatchObject({ kind: 'int' });
    expect(plainField(z.string().optional().nonoptional())).toMatchObject({ nullable: false });
  });

  it('finds nothing plain in an object, an enum or a list of objects', () => {
    expect(plainField(z.object({ id: z.number() }))).toBeNull();
    expect(plainField(z.enum(['a', 'b']))).toBeNull();
    expect(plainField(z.array(z.object({ id: z.number() })))).toBeNull();
    // A transformation's result is unknown, whatever it reads.
    expect(plainField(z.string().transform(Number))).toBeNull();
  });

  it('describes a copy, leaving the shared building block undescribed', () => {
    const text = z.string().nullish();
    expect(plainField(described(text, 'What it is.'))?.description).toBe('What it is.');
    expect(plainField(text)?.description).toBeUndefined();
  });

  it('knows a reference `{ id }`, required or optional', () => {
    expect(isReference(requiredRef('Required'))).toBe(true);
    expect(isReference(optionalRef)).toBe(true);
    expect(isReference(z.object({ id: z.number(), name: z.string() }))).toBe(false);
  });

  it('names the column a field is stored in', () => {
    expect(columnNameOf('policyDescription')).toBe('policy_description');
    expect(columnNameOf('address1')).toBe('address1');
    expect(columnNameOf('name')).toBe('name');
  });
});

describe("a form's names, from its payload schema", () => {
  it("splits references from fields, and gives a new entry its switches' fallbacks and empty lists", () => {
    const business = formNamesOf(businessSchema);
    expect([...business.refs].sort()).toEqual(['businessType', 'country', 'state']);
    expect(business.fields).toContain('policy');
    expect(business.fields).not.toContain('country');
    expect(business.defaults).toEqual({ policy: false, accommodations: [] });
    expect(formNamesOf(socialSchema).defaults).toEqual({ policy: false, active: true, accommodations: [] });
  });

  it('leaves out what the form composes itself', () => {
    const product = formNamesOf(productSchema, ['companyUpdate', 'companyEntity']);
    expect([...product.fields].sort()).toEqual(['accommodations', 'description', 'manufacturerLink', 'name']);
    expect([...product.refs].sort()).toEqual(['productCategoryType', 'productType']);
  });
});

describe('a list option that is on or absent', () => {
  const option = onOrAbsent('Also list permanently closed entries.');

  it('is on for true, from a form or from the address', () => {
    expect(option.parse(true)).toBe(true);
    expect(option.parse('true')).toBe(true);
  });

  it('is off, never refused, for anything else an address may hold', () => {
    for (const value of [false, 'false', '', undefined, null, 'yes', 1, '1', 'TRUE'])
      expect(option.safeParse(value)).toEqual({ success: true, data: undefined });
  });

  it('carries its description for the BFF and the document', () => {
    expect(plainField(option)?.description).toBe('Also list permanently closed entries.');
  });
});
