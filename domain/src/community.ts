/**
 * The rules of social groups, support tickets, the user list and the affiliate link
 * (spec sections 2, 3 and 5).
 */
import { z } from 'zod';
import { DESCRIPTION_MAX } from './limits.js';
import { V } from './messages.js';
import { requiredRef } from './entries.js';
import { numericFilter, optionalAddressFields, optionalEmail, optionalRef, optionalText, optionalWebLink, requiredText, rowId } from './validation.js';

const flag = (fallback: boolean) => z.preprocess((v) => v ?? fallback, z.boolean());

/** Social group: its type and meeting frequency are required, and a country; the group is active unless switched off. */
export const socialSchema = z.object({
  name: requiredText(V.nameRequired),
  description: requiredText(V.descriptionRequired, DESCRIPTION_MAX, V.descriptionMax),
  socialType: requiredRef(V.typeRequired),
  frequencyType: requiredRef(V.frequencyRequired),
  website: optionalWebLink(),
  contactName: optionalText(),
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmail),
  policy: flag(false),
  policyDescription: optionalText(DESCRIPTION_MAX, V.descriptionMax),
  ...optionalAddressFields,
  country: requiredRef(V.countryRequired),
  active: flag(true),
});

/** A support ticket as filed: a name and a support type; the rest optional. Tickets open active. */
export const supportTicketSchema = z.object({
  name: requiredText(V.nameRequired),
  description: optionalText(DESCRIPTION_MAX, V.descriptionMax),
  entityType: optionalRef,
  supportType: requiredRef(V.supportTypeRequired),
  entityId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    rowId().nullable(),
  ).optional(),
  email: flag(false),
});

/** A ticket as a moderator edits it: the same, plus the resolution and whether it is still active. */
export const supportTicketUpdateSchema = supportTicketSchema.extend({
  resolution: optionalText(DESCRIPTION_MAX, V.descriptionMax),
  active: flag(true),
});

/** 'true'/'false' from an address or a switch; absent means the default. */
const booleanFilter = (fallback: boolean) =>
  z.preprocess((v) => (v === '' || v == null ? fallback : v === true || v === 'true'), z.boolean());

/** The ticket list's filters: Active is on unless switched off (spec section 4). */
export const supportFilterSchema = z.object({
  supportType: numericFilter,
  entityType: numericFilter,
  active: booleanFilter(true),
  searchText: optionalText(),
});

/** The user list's search: by name (or username) and by id. */
export const userFilterSchema = z.object({
  searchText: optionalText(),
  userId: numericFilter,
});

/** The fixed affiliate tag of the affiliate page (spec section 9). */
export const AFFILIATE_TAG = 'fragrancefree0b-20';
export const AFFILIATE_STORE = 'https://www.amazon.com';

/** The featured product of the affiliate page: a fragrance-free laundry detergent. */
export const AFFILIATE_PRODUCT = { code: 'B07QZ7CJ3H', name: 'Fragrance-free laundry detergent' } as const;

/** The affiliate link for a product code. */
export const affiliateLinkFor = (code: string) => `${AFFILIATE_STORE}/dp/${code.toUpperCase()}?tag=${AFFILIATE_TAG}`;

/** The affiliate link for a pasted product address containing /dp/{code}, or null when there is no such code. */
export function affiliateLink(productUrl: string): string | null {
  const match = /\/dp\/([A-Za-z0-9]{10})(?=[/?#]|$)/.exec(productUrl.trim());
  return match ? affiliateLinkFor(match[1]!) : null;
}
