/** The REST API's answers, parsed at the boundary so the schema's resolvers get what they expect. */
import { z } from 'zod';

export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullish(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  state: option.nullish(),
  country: option.nullish(),
  postalCode: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  website: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  createdDate: z.string().nullish(),
  modifiedDate: z.string().nullish(),
  roles: z.array(z.string()).nullish(),
});
export type User = z.infer<typeof user>;

export const productType = option.extend({ productCategoryType: option });

export const referenceData = z.object({
  countryList: z.array(option),
  usedCountryList: z.array(option),
  businessTypes: z.array(option),
  productTypes: z.array(productType),
  productCategories: z.array(option),
  homeTypes: z.array(option),
  entityTypes: z.array(option),
  supportTypes: z.array(option),
  userTypes: z.array(option),
  socialTypes: z.array(option),
  frequencyTypes: z.array(option),
});
export type ReferenceData = z.infer<typeof referenceData>;

export const errorBody = z.object({
  message: z.string().catch('Request failed.'),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).catch([]),
});

/** A REST page (Spring Data shape) of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    totalElementsIsEstimate: z.boolean().catch(false),
    number: z.number().int(),
  });
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  totalElementsIsEstimate: boolean;
  number: number;
}

const text = z.string().nullish();

/** What every entry has: name, description and who changed it when. */
const entryBase = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  createdById: z.number().int().nullish(),
  createdByUsername: text,
  createdDate: text,
  modifiedById: z.number().int().nullish(),
  modifiedDate: text,
};

/** A reviewed entry's count and average. */
const reviewed = { reviews: z.number().int(), rating: z.number().nullish() };

const address = {
  address1: text,
  address2: text,
  city: text,
  state: option.nullish(),
  country: option.nullish(),
  postalCode: text,
};

const located = { ...address, latitude: z.number().nullish(), longitude: z.number().nullish() };

const contact = {
  phoneNumber: text,
  email: text,
  website: text,
  policy: z.boolean(),
  policyDescription: text,
};

export const business = z.object({ ...entryBase, ...reviewed, ...located, ...contact, businessType: option });
export type Business = z.infer<typeof business>;

export const review = z.object({
  id: z.number().int(),
  name: z.string(),
  comment: text,
  rating: z.number().int(),
  createdById: z.number().int().nullish(),
  createdByUsername: text,
  createdDate: text,
  modifiedById: z.number().int().nullish(),
  modifiedDate: text,
});
export type Review = z.infer<typeof review>;

const count = z.number().nullish();

export const home = z.object({
  ...entryBase,
  ...reviewed,
  ...located,
  ...contact,
  homeType: option,
  people: count,
  bedrooms: count,
  bathrooms: count,
  petsAllowed: z.boolean(),
});
export type Home = z.infer<typeof home>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  ...address,
  ...contact,
});
export type Company = z.infer<typeof company>;

export const product = z.object({
  ...entryBase,
  ...reviewed,
  productType: productType,
  productCategoryType: option,
  manufacturerLink: z.string(),
  companyEntity: company,
});
export type Product = z.infer<typeof product>;

export const social = z.object({
  ...entryBase,
  ...located,
  ...contact,
  socialType: option,
  frequencyType: option,
  contactName: text,
  active: z.boolean(),
});
export type Social = z.infer<typeof social>;

export const supportTicket = z.object({
  ...entryBase,
  description: text,
  entityId: z.number().int().nullish(),
  entityType: option.nullish(),
  supportType: option,
  active: z.boolean(),
  resolution: text,
  email: z.boolean(),
});
export type SupportTicket = z.infer<typeof supportTicket>;

/** What an entry's served page needs of it. */
export const entrySummary = z.object({ name: z.string(), description: z.string().nullish() });
/** Public entries per collection, for the sitemap index. */
export const sitemapCounts = z.record(z.string(), z.number().int());
export const sitemapEntry = z.object({ id: z.number().int(), modifiedDate: z.string() });
