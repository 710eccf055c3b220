/**
 * The rules of the reviewed entries (spec section 5): what a business (and, on the same pattern,
 * a home or a product) must carry, what a review must carry, and how lists are filtered and paged.
 */
import { z } from 'zod';
import { COUNT_MAX, DESCRIPTION_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, RATING_MAX, RATING_MIN } from './limits.js';
import { M, V } from './messages.js';
import { numericFilter, optionalAddressFields, optionalEmail, optionalRef, optionalText, optionalWebLink, requiredText, requiredWebLink, rowId } from './validation.js';

/** A required reference `{ id }`: missing, null or `{ id: null }` all give `message`. */
export const requiredRef = (message: string) =>
  z.object({ id: rowId(message) }, { error: message });

const description = (maxMessage: string = V.descriptionMax) =>
  requiredText(V.descriptionRequired, DESCRIPTION_MAX, maxMessage);

/** The fragrance-free policy switch and its description. */
const policyFields = {
  policy: z.preprocess((v) => v ?? false, z.boolean()),
  policyDescription: optionalText(DESCRIPTION_MAX, V.descriptionMax),
};

/** Street address, city, state and country, postal code. The country is required; state optional. */
const addressFields = {
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  state: optionalRef,
  country: requiredRef(V.countryRequired),
  postalCode: optionalText(),
};

/** Business (spec sections 3 and 5). The description's message says 1023 though 1024 fit. */
export const businessSchema = z.object({
  name: requiredText(V.nameRequired),
  description: description(V.businessDescriptionMax),
  businessType: requiredRef(V.typeRequired),
  ...addressFields,
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmailAddress),
  website: requiredWebLink(V.businessWebsiteRequired),
  ...policyFields,
});

/** A count of people, bedrooms or bathrooms: blank for unknown, else 0 or more (halves for bathrooms). */
const count = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ error: V.mustBeNumber }).min(0, V.mustBeZeroOrMore).max(COUNT_MAX, V.mustBeZeroOrMore).nullable(),
).optional();

/** Rental home (spec sections 3 and 5): city and state are required as well as the country. */
export const homeSchema = z.object({
  name: requiredText(V.nameRequired),
  description: description(),
  homeType: requiredRef(V.typeRequired),
  people: count,
  bedrooms: count,
  bathrooms: count,
  petsAllowed: z.preprocess((v) => v ?? false, z.boolean()),
  ...addressFields,
  city: requiredText(V.cityRequired),
  state: requiredRef(V.stateRequired),
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmailAddress),
  website: optionalWebLink(),
  ...policyFields,
});

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
  })
  .superRefine(
    (input, ctx) => {
      // Runs even when the product's own fields have errors (`when` below), so the form shows the
      // company's errors in the same round: the value may then be the raw input.
      const product = (input ?? {}) as { companyUpdate?: unknown; companyEntity?: Partial<CompanyPayload> | null };
      // Until a Company Option is chosen, that choice is the one thing to ask for.
      if (!COMPANY_MODES.includes(product.companyUpdate as CompanyMode)) return;
      const company: Partial<CompanyPayload> = product.companyEntity ?? {};
      const problem = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path: ['companyEntity', ...path], message });
      if (product.companyUpdate !== 'new' && !company.id) problem(['id'], V.companyRequired);
      if (product.companyUpdate !== 'existing') {
        if (!company.name) problem(['name'], V.companyNameRequired);
        if (!company.country) problem(['country'], V.countryRequired);
        if (!company.website) problem(['website'], V.companyWebsiteRequired);
      }
    },
    { when: () => true },
  );

/** Review of a business, home or product: a title, a rating of 1 to 5, an optional comment. */
export const reviewSchema = z.object({
  name: requiredText(V.nameRequired),
  rating: z.coerce
    .number({ error: V.ratingRange })
    .int(V.ratingRange)
    .min(RATING_MIN, V.ratingRange)
    .max(RATING_MAX, V.ratingRange),
  comment: optionalText(DESCRIPTION_MAX, V.descriptionMax),
});
export type ReviewPayload = z.infer<typeof reviewSchema>;

/** `page` (0-based) and `size` of a list request. */
export const pageRequestSchema = z.object({
  page: z.coerce.number({ error: M.pageNumber }).int(M.pageNumber).min(0, M.pageNumber).default(0),
  size: z.coerce
    .number({ error: M.pageSize })
    .int(M.pageSize)
    .min(1, M.pageSize)
    .max(PAGE_SIZE_MAX, M.pageSize)
    .default(PAGE_SIZE_DEFAULT),
});

/** The business (and home) list filters; empty values are ignored. */
export const entryFilterSchema = z.object({
  type: numericFilter,
  country: numericFilter,
  state: numericFilter,
  searchText: optionalText(),
});

/** The product list filters. */
export const productFilterSchema = z.object({
  company: numericFilter,
  category: numericFilter,
  type: numericFilter,
  searchText: optionalText(),
});

/** The URL shows page+1 (`?page=2` is the second page); requests are 0-based (spec section 2). */
export function pageFromUrl(param: string | null | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

export function pageToUrl(page: number): string {
  return String(page + 1);
}
