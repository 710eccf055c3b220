/**
 * An entry's history: one revision per change (created, edited, closed, reopened, merged,
 * reverted), who made it, and each changed field before and after; what the API answers, and how
 * a person reads a field's name and value.
 */
import { z } from 'zod';
import { accommodationLabel, type AccommodatedKind } from '../trust/accommodations.js';
import { id } from '../entries/entries.js';
import { UI } from '../text/messages.js';
import { option } from '../entries/reference.js';

export const REVISION_ACTIONS = ['created', 'edited', 'closed', 'reopened', 'merged', 'reverted'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** What the history calls each action. */
export const REVISION_ACTION_LABELS: Record<RevisionAction, string> = {
  created: 'Created',
  edited: 'Edited',
  closed: 'Marked permanently closed',
  reopened: 'Reopened',
  merged: 'Merged into another entry',
  reverted: 'Reverted',
};

/**
 * A field's value in a revision: text, a number, a switch, a set of keys (accommodations), a
 * reference as `{ id, name }`, or null for none.
 */
export const revisionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), option, z.null()]);
export type RevisionValue = z.infer<typeof revisionValue>;

/** One changed field of a revision. */
export const fieldChange = z.object({ field: z.string(), before: revisionValue, after: revisionValue });
export type FieldChange = z.infer<typeof fieldChange>;

/** A revision as the API answers it: never an email or anything private of its author. */
export const revision = z.object({
  id,
  action: z.enum(REVISION_ACTIONS),
  changes: z.array(fieldChange),
  /** For a revert: the revision it set the entry back to. */
  revertedTo: id.nullish(),
  actorId: id.nullish(),
  /** The author's public username, or "deleted user" once the account is gone. */
  actorUsername: z.string(),
  createdDate: z.string(),
});
export type Revision = z.infer<typeof revision>;

/** The author's name as the history shows it. */
export const revisionAuthor = (username: string | null | undefined): string => username ?? UI.deletedUser;

/**
 * What the history calls each writable field of every kind (the forms' labels), and the fields
 * closing and merging set; a kind's switches are named by their own declaration instead
 * (`historyFieldLabel`, places/fieldLabels.ts).
 */
export const HISTORY_FIELD_LABELS = {
  name: 'Name',
  description: 'Description',
  businessType: 'Type',
  homeType: 'Type',
  socialType: 'Meeting Type',
  frequencyType: 'Meeting Frequency',
  productCategoryType: 'Category',
  productType: 'Product Type',
  manufacturerLink: 'Product Website Link',
  companyEntity: 'Company',
  contactName: 'Contact Name',
  people: 'Sleeps (people)',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State/Province',
  country: 'Country',
  postalCode: 'Postal Code',
  phoneNumber: 'Phone Number',
  email: 'Email',
  website: 'Website',
  policy: 'Fragrance Free Policy',
  policyDescription: 'Fragrance Free Policy Description',
  latitude: 'Latitude',
  longitude: 'Longitude',
  accommodations: 'Accommodations',
  closed: 'Permanently closed',
  mergedInto: 'Merged into',
} as const satisfies Record<string, string>;

/** Whether the table names a field (its own keys only: not `constructor` and the like). */
export const isLabelledField = (field: string): field is keyof typeof HISTORY_FIELD_LABELS =>
  Object.hasOwn(HISTORY_FIELD_LABELS, field);

/**
 * A value as a person reads it: a reference by its name, accommodations by their labels, a switch
 * as Yes or No, and "(none)" for nothing.
 */
export function revisionValueText(kind: AccommodatedKind, field: string, value: RevisionValue | undefined): string {
  if (value == null || value === '') return UI.history.none;
  if (typeof value === 'boolean') return value ? UI.history.yes : UI.history.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return UI.history.none;
    return field === 'accommodations' ? value.map((key) => accommodationLabel(kind, key)).join('; ') : value.join('; ');
  }
  return value.name;
}
