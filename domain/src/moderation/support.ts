/** Support tickets (spec sections 3, 4 and 5): what one must carry, and what the API answers. */
import { z } from 'zod';
import { isOn } from '../entries/schemaFields.js';
import { entryBase, flag, id, requiredRef, text } from '../entries/entries.js';
import { DESCRIPTION_MAX } from '../text/limits.js';
import { V } from '../text/messages.js';
import { option } from '../entries/reference.js';
import { numericFilter, optionalRef, optionalText, requiredText, rowId } from '../entries/validation.js';

/** A support ticket as filed: a name and a support type; the rest optional. Tickets open active. */
export const supportTicketSchema = z.object({
  name: requiredText(V.nameRequired),
  description: optionalText(DESCRIPTION_MAX, V.descriptionMax),
  entityType: optionalRef,
  supportType: requiredRef(V.supportTypeRequired),
  entityId: z.preprocess((v) => (v === '' || v === undefined ? null : v), rowId().nullable()).optional(),
  email: flag(false),
});

/** A ticket as a moderator edits it: the same, plus the resolution and whether it is still active. */
export const supportTicketUpdateSchema = supportTicketSchema.extend({
  resolution: optionalText(DESCRIPTION_MAX, V.descriptionMax),
  active: flag(true),
});
export type SupportTicketPayload = z.infer<typeof supportTicketSchema>;
export type SupportTicketUpdatePayload = z.infer<typeof supportTicketUpdateSchema>;

/** 'true'/'false' from an address or a switch; absent means the default. */
const booleanFilter = (fallback: boolean) =>
  z.preprocess((v) => (v === '' || v == null ? fallback : isOn(v)), z.boolean());

/** The ticket list's filters: Active is on unless switched off (spec section 4). */
export const supportFilterSchema = z.object({
  supportType: numericFilter,
  entityType: numericFilter,
  active: booleanFilter(true),
  searchText: optionalText(),
});

/** A ticket as the API answers it. */
export const supportTicket = z.object({
  ...entryBase,
  description: text,
  entityId: id.nullish(),
  entityType: option.nullish(),
  supportType: option,
  active: z.boolean(),
  resolution: text,
  email: z.boolean(),
});
export type SupportTicket = z.infer<typeof supportTicket>;
