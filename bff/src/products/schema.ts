/**
 * Products and companies: a product's category, type, manufacturer link and company; the
 * `companies` list; and the product input's company choice (EXISTING, NEW or UPDATE).
 */
import { productListItem, productSchema, product, type Company, type Product, type ProductListItem } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import {
  addressInputFields,
  contactFields,
  contactInputFields,
  entryInputFields,
  locatedFields,
  PLACE_REFS,
  withRefs,
} from '../entries/fields.js';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef, ProductTypeRef } from '../reference/schema.js';

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
  values: {
    EXISTING: { description: 'Use the company with `id`.' },
    NEW: { description: 'Create a company from the fields.' },
    UPDATE: { description: 'Edit the company with `id`.' },
  } as const,
});

const CompanyChoiceInput = builder.inputType('CompanyChoiceInput', {
  fields: (t) => ({
    mode: t.field({ type: CompanyMode, required: true }),
    id: t.int(),
    name: t.string(),
    ...addressInputFields(t),
    ...contactInputFields(t),
  }),
});

interface ProductInput {
  company: { mode: 'EXISTING' | 'NEW' | 'UPDATE'; [field: string]: unknown };
  [field: string]: unknown;
}

export const ProductRef = defineEntryType<'products', Product, ProductListItem, ProductInput>({
  kind: 'products',
  reviewed: reviewedParts('products'),
  shape: product,
  listShape: productListItem,
  schema: productSchema,
  fields: (t) => ({
    productType: t.expose('productType', { type: ProductTypeRef }),
    productCategoryType: t.expose('productCategoryType', { type: OptionRef }),
    manufacturerLink: t.exposeString('manufacturerLink'),
    companyEntity: t.expose('companyEntity', { type: CompanyRef }),
  }),
  listFields: (t) => ({
    productType: t.expose('productType', { type: OptionRef, description: 'Its type, named.' }),
    productCategoryType: t.expose('productCategoryType', { type: OptionRef }),
    companyEntity: t.expose('companyEntity', { type: OptionRef, description: 'Its company, named.' }),
  }),
  filterFields: (t) => ({
    company: t.int(),
    category: t.int(),
    type: t.int(),
    searchText: t.string({ description: 'Matches name and description.' }),
  }),
  inputFields: (t) => ({
    ...entryInputFields(t),
    productCategoryTypeId: t.int(),
    productTypeId: t.int(),
    manufacturerLink: t.string(),
    company: t.field({ type: CompanyChoiceInput, required: true }),
  }),
  payload: ({ company: { mode, ...company }, ...fields }) => ({
    ...withRefs(fields, { productTypeId: 'productType', productCategoryTypeId: 'productCategoryType' }),
    companyUpdate: mode.toLowerCase(),
    companyEntity: withRefs(company, PLACE_REFS),
  }),
});

builder.queryFields((t) => ({
  companies: t.field({
    type: [CompanyRef],
    description: 'Every company, by name.',
    resolve: (_root, _args, { rest }) => rest.companies(),
  }),
}));
