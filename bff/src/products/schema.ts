/**
 * Products and companies: a product's category, type, manufacturer link and company; the
 * `companies` list; and the product input's company choice (EXISTING, NEW or UPDATE).
 */
import {
  company,
  companySchema,
  productListFilters,
  productListItem,
  productSchema,
  product,
  type Company,
} from '@ffc/domain';
import { inputFieldsOf, objectFieldsOf, referencesOf } from '../builder/derive.js';
import { builder } from '../builder/builder.js';
import { withRefs } from '../entries/fields.js';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef, ProductTypeRef } from '../reference/schema.js';

export const CompanyRef = builder.objectRef<Company>('Company').implement({
  description: 'A maker of products.',
  fields: (t) =>
    objectFieldsOf('Company', company, {
      state: t.expose('state', { type: OptionRef, nullable: true }),
      country: t.expose('country', { type: OptionRef, nullable: true }),
      // The REST answer has no position for a company; the fields stay for the clients that ask.
      latitude: t.float({
        nullable: true,
        description: 'Always null: a company has no position.',
        resolve: () => null,
      }),
      longitude: t.float({
        nullable: true,
        description: 'Always null: a company has no position.',
        resolve: () => null,
      }),
    }),
});

const CompanyMode = builder.enumType('CompanyMode', {
  description: "The product form's Company Option.",
  values: {
    EXISTING: { description: 'Use the company with `id`.' },
    NEW: { description: 'Create a company from the fields.' },
    UPDATE: { description: 'Edit the company with `id`.' },
  } as const,
});

const CompanyChoiceInput = builder.inputType('CompanyChoiceInput', {
  fields: (t) =>
    inputFieldsOf('CompanyChoiceInput', t, companySchema, {
      mode: t.field({ type: CompanyMode, required: true }),
    }),
});

/** What the product input holds besides its derived fields: the company choice. */
interface ProductInput extends Record<string, unknown> {
  company: { mode: 'EXISTING' | 'NEW' | 'UPDATE'; [field: string]: unknown };
}

/** What the product type is derived from: its kind and the domain's schemas. */
export const PRODUCT_PARTS = {
  kind: 'products',
  reviewed: reviewedParts('products'),
  shape: product,
  listShape: productListItem,
  schema: productSchema,
  filterSchema: productListFilters,
} as const;

export const ProductRef = defineEntryType({
  ...PRODUCT_PARTS,
  fields: (t) => ({
    productType: t.expose('productType', { type: ProductTypeRef }),
    productCategoryType: t.expose('productCategoryType', { type: OptionRef }),
    companyEntity: t.expose('companyEntity', { type: CompanyRef }),
  }),
  listFields: (t) => ({
    productType: t.expose('productType', { type: OptionRef, description: 'Its type, named.' }),
    productCategoryType: t.expose('productCategoryType', { type: OptionRef }),
    companyEntity: t.expose('companyEntity', { type: OptionRef, description: 'Its company, named.' }),
  }),
  inputFields: (t) => ({
    // The company choice is one input (`company`); the payload's two fields are made from it.
    companyUpdate: false,
    companyEntity: false,
    company: t.field({ type: CompanyChoiceInput, required: true }),
  }),
  payload: ({ company: { mode, ...company }, ...fields }: ProductInput) => ({
    ...withRefs(fields, referencesOf(productSchema)),
    companyUpdate: mode.toLowerCase(),
    companyEntity: withRefs(company, referencesOf(companySchema)),
  }),
});

builder.queryFields((t) => ({
  companies: t.field({
    type: [CompanyRef],
    description: 'Every company, by name.',
    resolve: (_root, _args, { rest }) => rest.companies(),
  }),
}));
