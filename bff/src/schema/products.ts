/**
 * Products and companies: a product's category, type, manufacturer link and company; the
 * `companies` list; and the product input's company choice (EXISTING, NEW or UPDATE).
 */
import { productSchema } from '@ffc/domain';
import { product, type Company, type Product } from '../rest/shapes.js';
import { builder } from './builder.js';
import { contactFields, contactInputFields, entryInputFields, locatedFields, refOf } from './entries.js';
import { defineEntryKind } from './entryKind.js';
import { OptionRef, ProductTypeRef } from './reference.js';

export const CompanyRef = builder.objectRef<Company>('Company').implement({
  description: 'A maker of products.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    ...locatedFields(t),
    ...contactFields(t),
  }),
});

const CompanyMode = builder.enumType('CompanyMode', {
  description: "The product form's Company Option.",
  values: { EXISTING: { description: 'Use the company with `id`.' }, NEW: { description: 'Create a company from the fields.' }, UPDATE: { description: 'Edit the company with `id`.' } } as const,
});

const CompanyChoiceInput = builder.inputType('CompanyChoiceInput', {
  fields: (t) => ({
    mode: t.field({ type: CompanyMode, required: true }),
    id: t.int(),
    name: t.string(),
    address1: t.string(),
    address2: t.string(),
    city: t.string(),
    stateId: t.int(),
    countryId: t.int(),
    postalCode: t.string(),
    ...contactInputFields(t),
  }),
});

interface ProductInput {
  productTypeId?: number | null;
  productCategoryTypeId?: number | null;
  company: { mode: 'EXISTING' | 'NEW' | 'UPDATE'; stateId?: number | null; countryId?: number | null; [field: string]: unknown };
  [field: string]: unknown;
}

export const ProductRef = defineEntryKind<Product, ProductInput>({
  typeName: 'Product',
  single: 'product',
  plural: 'products',
  collection: 'products',
  reviewKind: 'PRODUCT',
  shape: product,
  schema: productSchema,
  located: false,
  fields: (t) => ({
    productType: t.field({ type: ProductTypeRef, resolve: (p) => p.productType }),
    productCategoryType: t.field({ type: OptionRef, resolve: (p) => p.productCategoryType }),
    manufacturerLink: t.string({ resolve: (p) => p.manufacturerLink }),
    companyEntity: t.field({ type: CompanyRef, resolve: (p) => p.companyEntity }),
  }),
  filterFields: (t) => ({ company: t.int(), category: t.int(), type: t.int(), searchText: t.string({ description: 'Matches name and description.' }) }),
  inputFields: (t) => ({
    ...entryInputFields(t),
    productCategoryTypeId: t.int(),
    productTypeId: t.int(),
    manufacturerLink: t.string(),
    company: t.field({ type: CompanyChoiceInput, required: true }),
  }),
  payload: ({ productTypeId, productCategoryTypeId, company: { mode, stateId, countryId, ...company }, ...fields }) => ({
    ...fields,
    productType: refOf(productTypeId),
    productCategoryType: refOf(productCategoryTypeId),
    companyUpdate: mode.toLowerCase(),
    companyEntity: { ...company, state: refOf(stateId), country: refOf(countryId) },
  }),
});

builder.queryFields((t) => ({
  companies: t.field({
    type: [CompanyRef],
    description: 'Every company, by name.',
    resolve: (_root, _args, { rest }) => rest.companies(),
  }),
}));
