import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  business,
  businessListFilters,
  businessListItem,
  businessSchema,
  described,
  optionalRef,
  optionalText,
  requiredRef,
  switchFilters,
  switchRules,
  switches,
} from '@ffc/domain';
import { derivedType, referencesOf, type MadeInputKeys, type MadeKeys } from './derive.js';
import { defineEntryType } from '../kinds/entryType.js';
import { OptionRef } from '../reference/schema.js';
import { BUSINESS_PARTS } from '../businesses/schema.js';
import { PRODUCT_PARTS } from '../products/schema.js';
import { schema } from '../schema.js';

describe('a field derived from a zod schema', () => {
  it('takes its GraphQL scalar, list and nullability from the schema', () => {
    expect(derivedType(z.string())).toEqual({ scalar: 'String', list: false, nullable: false, description: undefined });
    expect(derivedType(z.number().int().nullish())).toMatchObject({ scalar: 'Int', nullable: true });
    expect(derivedType(z.number().nullish())).toMatchObject({ scalar: 'Float', nullable: true });
    expect(derivedType(z.preprocess((v) => v ?? false, z.boolean()))).toMatchObject({ scalar: 'Boolean' });
    expect(derivedType(z.array(z.string()))).toMatchObject({ scalar: 'String', list: true, nullable: false });
    expect(derivedType(described(optionalText(), 'What it is.'))).toMatchObject({ description: 'What it is.' });
    expect(derivedType(z.enum(['a', 'b']))).toBeNull();
  });

  it("makes a kind's switch a Boolean input, and its list filter an optional Boolean", () => {
    const declared = switches({ openLate: { label: 'Open late', fallback: false, filter: 'Open late only' } });
    expect(derivedType(switchRules(declared).openLate)).toMatchObject({ scalar: 'Boolean', list: false });
    expect(derivedType(switchFilters(declared).openLate)).toEqual({
      scalar: 'Boolean',
      list: false,
      nullable: true,
      description: 'Only the ones where: Open late.',
    });
  });

  it('names a reference `{ id }` as `…Id`', () => {
    const payload = z.object({ name: z.string(), kind: requiredRef('Required'), state: optionalRef });
    expect(referencesOf(payload)).toEqual({ kindId: 'kind', stateId: 'state' });
  });
});

describe('a kind whose GraphQL fields are derived', () => {
  it('has a field for every key of its REST answer, row, payload and filters', () => {
    const fieldsOf = (name: string) => {
      const type = schema.getType(name);
      return type && 'getFields' in type ? Object.keys(type.getFields()) : [];
    };
    expect(fieldsOf('Business')).toEqual(
      expect.arrayContaining(Object.keys(business.shape).filter((key) => key !== 'reviews')),
    );
    expect(fieldsOf('BusinessListItem')).toEqual(
      expect.arrayContaining(Object.keys(businessListItem.shape).filter((key) => key !== 'reviews')),
    );
    expect(fieldsOf('BusinessListItem')).not.toContain('reviews');
    const references = referencesOf(businessSchema);
    expect(fieldsOf('BusinessInput').sort()).toEqual(
      Object.keys(businessSchema.shape)
        .map((key) => Object.entries(references).find(([, field]) => field === key)?.[0] ?? key)
        .sort(),
    );
    expect(fieldsOf('BusinessFilter').sort()).toEqual(Object.keys(businessListFilters.shape).sort());
    expect(fieldsOf('User').sort()).toEqual(
      [
        'address1',
        'address2',
        'city',
        'country',
        'createdDate',
        'email',
        'emailConfirmed',
        'enabled',
        'id',
        'language',
        'latitude',
        'longitude',
        'modifiedDate',
        'name',
        'phoneNumber',
        'postalCode',
        'roles',
        'state',
        'username',
        'website',
      ].sort(),
    );
    // The signup and reset forms send every field: those inputs are derived with each one required.
    const typesOf = (name: string) => {
      const type = schema.getType(name);
      return type && 'getFields' in type
        ? Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, String(field.type)]))
        : {};
    };
    expect(typesOf('SignupInput')).toEqual({ username: 'String!', password: 'String!', email: 'String!' });
    expect(typesOf('ResetPasswordInput')).toEqual({ username: 'String!', email: 'String!', newPassword: 'String!' });
    expect(typesOf('SessionUser')).toEqual({
      id: 'Int!',
      username: 'String!',
      email: 'String',
      roles: '[String!]!',
      language: 'Language',
    });
    expect(fieldsOf('ProductInput').sort()).toEqual(
      [
        'accommodations',
        'company',
        'description',
        'manufacturerLink',
        'name',
        'productCategoryTypeId',
        'productTypeId',
      ].sort(),
    );
  });

  it('asks for a field made by hand wherever derivation cannot make one', () => {
    // Compile-time guards: each line below must fail to compile, so these fixtures are never run.
    const fixtures = () => {
      defineEntryType({
        ...BUSINESS_PARTS,
        // @ts-expect-error: the business's type is an object: its field must be made (here it is missing).
        fields: () => ({}),
        listFields: (t) => ({ businessType: t.expose('businessType', { type: OptionRef }) }),
      });
      defineEntryType({
        ...PRODUCT_PARTS,
        fields: () => ({ productType: false, productCategoryType: false, companyEntity: false }),
        listFields: () => ({ productType: false, productCategoryType: false, companyEntity: false }),
        // @ts-expect-error: the company choice (an enum) and the company (an object) need input fields made.
        inputFields: () => ({}),
        payload: () => ({}),
      });
      // @ts-expect-error: the business's own fields (its type) are left out altogether.
      defineEntryType({ ...BUSINESS_PARTS, listFields: () => ({ businessType: false }) });
      // @ts-expect-error: with input fields made by hand, the kind must say how its input becomes its payload.
      defineEntryType({
        ...PRODUCT_PARTS,
        fields: () => ({ productType: false, productCategoryType: false, companyEntity: false }),
        listFields: () => ({ productType: false, productCategoryType: false, companyEntity: false }),
        inputFields: () => ({ companyUpdate: false, companyEntity: false }),
      });
    };
    expect(fixtures).toBeTypeOf('function');
    type Answer = { id: number; name: string | null; tags: string[]; kind: 'a' | 'b'; place: { id: number } };
    const made: MadeKeys<Answer>[] = ['kind', 'place'];
    // @ts-expect-error: a scalar is derived, never made by force.
    const scalar: MadeKeys<Answer> = 'name';
    const inputMade: MadeInputKeys<Answer>[] = ['kind'];
    // @ts-expect-error: a reference `{ id }` is derived as `placeId`.
    const reference: MadeInputKeys<Answer> = 'place';
    // A value of two scalars has no one GraphQL scalar: it is made by hand.
    const union: MadeKeys<{ both: string | number }> = 'both';
    expect([made, scalar, inputMade, reference, union]).toHaveLength(5);
  });
});
