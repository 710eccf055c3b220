/**
 * What every entry shares (spec section 5): the building blocks of the entry payloads and of the
 * REST answers, and how lists are filtered and paged. Each kind's own rules live in its file
 * (businesses.ts, homes.ts, products.ts, socials.ts, support.ts).
 */
import { described } from './schemaFields.js';
import { z } from 'zod';
import { DESCRIPTION_MAX, PAGE_DEPTH_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SITEMAP_PAGE_MAX } from '../text/limits.js';
import { M, V } from '../text/messages.js';
import { option } from './reference.js';
import { numericFilter, optionalRef, optionalText, requiredText, rowId } from './validation.js';

/** A required reference `{ id }`: missing, null or `{ id: null }` all give `message`. */
export const requiredRef = (message: string) => z.object({ id: rowId(message) }, { error: message });

/** A required description, up to DESCRIPTION_MAX. */
export const description = (maxMessage: string = V.descriptionMax) =>
  requiredText(V.descriptionRequired, DESCRIPTION_MAX, maxMessage);

/** A switch: absent means `fallback`. */
export const flag = (fallback: boolean) => z.preprocess((v) => v ?? fallback, z.boolean());

/** The fragrance-free policy switch and its description. */
export const policyFields = {
  policy: flag(false),
  policyDescription: optionalText(DESCRIPTION_MAX, V.descriptionMax),
};

/** Street address, city, state and country, postal code. The country is required; state optional. */
export const addressFields = {
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  state: optionalRef,
  country: requiredRef(V.countryRequired),
  postalCode: optionalText(),
};

/** The geocoded position the BFF adds to a saved address (entries and profiles); null when unknown. */
export const positionFields = {
  latitude: z.number().finite().min(-90).max(90).nullish(),
  longitude: z.number().finite().min(-180).max(180).nullish(),
};

/** `page` (0-based) and `size` of a list request; no page starts past the first PAGE_DEPTH_MAX results. */
export const pageRequestSchema = z
  .object({
    page: z.coerce.number({ error: M.pageNumber }).int(M.pageNumber).min(0, M.pageNumber).default(0),
    size: z.coerce
      .number({ error: M.pageSize })
      .int(M.pageSize)
      .min(1, M.pageSize)
      .max(PAGE_SIZE_MAX, M.pageSize)
      .default(PAGE_SIZE_DEFAULT),
  })
  .refine(({ page, size }) => page === 0 || page * size < PAGE_DEPTH_MAX, { message: M.pageTooDeep, path: ['page'] });

/** The business, home and social group list filters; empty values are ignored. */
export const entryFilterSchema = z.object({
  type: numericFilter,
  country: numericFilter,
  state: numericFilter,
  searchText: described(optionalText(), 'Matches name, description and city.'),
});

/** The URL shows page+1 (`?page=2` is the second page); requests are 0-based (spec section 2). */
export function pageFromUrl(param: string | null | undefined): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
}

export function pageToUrl(page: number): string {
  return String(page + 1);
}

// The REST answers' building blocks.

/** An optional text as the REST answers carry it. */
export const text = z.string().nullish();
/** A row id in an answer. */
export const id = z.number().int();

/** What every entry has: name, description and who changed it when. */
export const entryBase = {
  id,
  name: z.string(),
  description: z.string(),
  createdById: id.nullish(),
  createdByUsername: described(text, "The creator's public username."),
  createdDate: text,
  modifiedById: id.nullish(),
  modifiedByUsername: described(text, 'The public username of whoever changed it last.'),
  modifiedDate: text,
};

/**
 * What a list row of a located kind shows of its place: the city, state and country columns, and
 * the position (for a map of the page's results).
 */
export const placeListed = { city: true, state: true, country: true, latitude: true, longitude: true } as const;

/** A reviewed entry's count and average. */
export const reviewed = { reviews: z.number().int(), rating: z.number().nullish() };

export const addressAnswer = {
  address1: text,
  address2: text,
  city: text,
  state: option.nullish(),
  country: option.nullish(),
  postalCode: text,
};

export const locatedAnswer = { ...addressAnswer, latitude: z.number().nullish(), longitude: z.number().nullish() };

export const contactAnswer = {
  phoneNumber: text,
  email: text,
  website: text,
  policy: described(z.boolean(), 'Has a fragrance-free policy.'),
  policyDescription: text,
};

/**
 * A page of a list in Spring Data's shape (architecture section 3): 0-based `number`; when there
 * are more than COUNT_CAP matches, `totalElements` is COUNT_CAP and `totalElementsIsEstimate` true.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    totalElementsIsEstimate: z.boolean(),
    /** The search that was run instead of the one typed ("showing results for …"); null when none was corrected. */
    correctedSearchText: z.string().nullable().default(null),
    size: z.number().int(),
    number: z.number().int(),
    pageable: z.object({ pageNumber: z.number().int(), pageSize: z.number().int() }),
  });
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  totalElementsIsEstimate: boolean;
  correctedSearchText: string | null;
  size: number;
  number: number;
  pageable: { pageNumber: number; pageSize: number };
}

/** What an entry's served page needs of it (its title and description). */
export const entrySummary = z.object({ name: z.string(), description: z.string().nullish() });
/** Public entries per collection, for the sitemap index. */
export const sitemapCounts = z.record(z.string(), z.number().int());
/** One entry of a collection's sitemap. */
export const sitemapEntry = z.object({ id, modifiedDate: z.string() });
/** Which page of a collection's sitemap (`GET /sitemap/{collection}?page=`), 0-based. */
export const sitemapPageQuery = z.object({ page: z.coerce.number().int().min(0).max(SITEMAP_PAGE_MAX).default(0) });
