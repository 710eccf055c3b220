/**
 * The REST collections, the entry kinds' and the support tickets', and the filters each one's list
 * takes: the domain schema the API checks that list's query string with, by which the BFF's REST
 * client types the query it sends.
 */
import type { z } from 'zod';
import { businessFilterSchema } from './businesses.js';
import { homeFilterSchema } from './homes.js';
import { ENTRY_KINDS } from '../kinds/kinds.js';
import { productFilterSchema } from './products.js';
import { socialFilterSchema } from './socials.js';
import { supportFilterSchema } from '../moderation/support.js';

/** Every collection of entries REST serves: the entry kinds', then the support tickets'. */
export const COLLECTIONS = [...ENTRY_KINDS, 'support'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Each collection's list filters (`GET /{collection}?…`), besides the page. */
export const LIST_FILTERS = {
  businesses: businessFilterSchema,
  homes: homeFilterSchema,
  products: productFilterSchema,
  socials: socialFilterSchema,
  support: supportFilterSchema,
} as const satisfies Record<Collection, z.ZodObject>;
export type ListFilterSchema<C extends Collection> = (typeof LIST_FILTERS)[C];
