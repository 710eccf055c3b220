/** Products and their companies (spec sections 3 and 5): what they must carry, and what the API answers. */
import { kindFilterSchema, kindListFilters } from '../search/filters.js';
import { described } from '../entries/schemaFields.js';
import { z } from 'zod';
import { accommodationsAnswer } from '../trust/checks.js';
import { closedAnswer } from '../moderation/reports.js';
import { listedPhotos, photosAnswer } from '../trust/photos.js';
import { checkReach, listReachInput } from '../search/lists.js';
import { accommodationsField } from '../trust/accommodations.js';
import { needsAnswer } from '../needs/needs.js';
import { accommodationConfirmations } from '../trust/reviews.js';
import {
  addressAnswer,
  contactAnswer,
  description,
  entryBase,
  id,
  policyFields,
  requiredRef,
  reviewed,
} from '../entries/entries.js';
import { V } from '../text/messages.js';
import { switchAnswers, switchRules, switches } from '../entries/switches.js';
import { option, productTypeOption } from '../entries/reference.js';
import {
  numericFilter,
  optionalAddressFields,
  optionalEmail,
  optionalText,
  optionalWebLink,
  requiredText,
  requiredWebLink,
  rowId,
} from '../entries/validation.js';

/** Company Option on the product form: use an existing company, create one, or edit the chosen one. */
export const COMPANY_MODES = ['existing', 'new', 'update'] as const;
export type CompanyMode = (typeof COMPANY_MODES)[number];

/** A company's own fields (spec section 3). Which are required depends on the Company Option. */
export const companySchema = z.object({
  id: z.preprocess((v) => (v === '' ? null : v), rowId().nullish()),
  name: optionalText(),
  ...optionalAddressFields,
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmailAddress),
  website: optionalWebLink(),
  ...policyFields,
});
export type CompanyPayload = z.infer<typeof companySchema>;

/**
 * What the product's company check reads of a value that may still be raw input: a part it cannot read
 * (not an object, an unknown Company Option) counts as absent.
 */
const companyChoiceRead = z.object({
  companyUpdate: z.enum(COMPANY_MODES).optional().catch(undefined),
  companyEntity: z
    .object({ id: z.unknown(), name: z.unknown(), country: z.unknown(), website: z.unknown() })
    .partial()
    .nullish()
    .transform((company) => company ?? {})
    .catch({}),
});

/** A product's own switches (`switches.ts`): its form switch, detail row, answer and any list filter. */
export const PRODUCT_SWITCHES = switches({});

/**
 * Product (spec sections 3 and 5) with its company: `existing` needs the company's id; `new` its
 * name, country and website; `update` all four. The type must belong to the chosen category.
 */
export const productSchema = z
  .object({
    name: requiredText(V.nameRequired),
    description: description(),
    productCategoryType: requiredRef(V.categoryRequired),
    productType: requiredRef(V.productTypeRequired),
    manufacturerLink: requiredWebLink(V.productWebsiteRequired),
    companyUpdate: z.enum(COMPANY_MODES, { error: V.companyOptionRequired }),
    companyEntity: companySchema.nullish(),
    ...switchRules(PRODUCT_SWITCHES),
    accommodations: accommodationsField('products'),
  })
  .superRefine(
    (input, ctx) => {
      // Runs even when the product's own fields have errors (`when` below), so the form shows the
      // company's errors in the same round: the value may then be the raw input.
      const product = companyChoiceRead.safeParse(input).data;
      // Until a Company Option is chosen, that choice is the one thing to ask for.
      if (!product?.companyUpdate) return;
      const company = product.companyEntity;
      const problem = (path: string[], message: string) =>
        ctx.addIssue({ code: 'custom', path: ['companyEntity', ...path], message });
      if (product.companyUpdate !== 'new' && !company.id) problem(['id'], V.companyRequired);
      if (product.companyUpdate !== 'existing') {
        if (!company.name) problem(['name'], V.companyNameRequired);
        if (!company.country) problem(['country'], V.countryRequired);
        if (!company.website) problem(['website'], V.companyWebsiteRequired);
      }
    },
    { when: () => true },
  );
export type ProductPayload = z.infer<typeof productSchema>;

/** The product list filters. */
export const productFilterSchema = kindFilterSchema(
  'products',
  { company: numericFilter, category: numericFilter, type: numericFilter, searchText: optionalText() },
  PRODUCT_SWITCHES,
).superRefine(checkReach('products'));
/** The product list screen's filters (GraphQL's names: `accommodations`). */
export const productListFilters = kindListFilters(
  'products',
  {
    company: numericFilter,
    category: numericFilter,
    type: numericFilter,
    searchText: described(optionalText(), 'Matches name and description.'),
  },
  PRODUCT_SWITCHES,
  // A product has no place to be near.
  (({ sort, includeClosed, searchExactly }) => ({ sort, includeClosed, searchExactly }))(listReachInput('products')),
);

/** A company as the API answers it. */
export const company = z.object({ id, name: z.string(), ...addressAnswer, ...contactAnswer });
export type Company = z.infer<typeof company>;

/** A product as the API answers it, with its company. */
export const product = z.object({
  ...entryBase,
  ...reviewed,
  productType: productTypeOption,
  productCategoryType: option,
  manufacturerLink: z.string(),
  ...switchAnswers(PRODUCT_SWITCHES),
  companyEntity: company,
  ...accommodationsAnswer,
  ...accommodationConfirmations,
  ...closedAnswer,
  ...photosAnswer,
});
export type Product = z.infer<typeof product>;

/** A row of the product list: its columns, its type and company named only. */
export const productListItem = product
  .pick({
    id: true,
    name: true,
    productCategoryType: true,
    accommodations: true,
    accommodationStatus: true,
    closed: true,
    reviews: true,
    rating: true,
  })
  .extend({ productType: option, companyEntity: option, ...listedPhotos, ...needsAnswer });
export type ProductListItem = z.infer<typeof productListItem>;
