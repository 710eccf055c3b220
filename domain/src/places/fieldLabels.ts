/**
 * What an entry's history and the moderation log call a field: a kind's switch by its own
 * declaration (the label its form shows), every other field by the history's table.
 */
import { type FieldChange, HISTORY_FIELD_LABELS, isLabelledField } from '../moderation/history.js';
import { BUSINESS_SWITCHES } from './businesses.js';
import { HOME_SWITCHES } from './homes.js';
import { PRODUCT_SWITCHES } from './products.js';
import { SOCIAL_SWITCHES } from './socials.js';
import type { Switches } from '../entries/switches.js';

/** Every kind's switches by name, with the label their forms show. */
const SWITCH_LABELS: ReadonlyMap<string, string> = new Map(
  [BUSINESS_SWITCHES, HOME_SWITCHES, PRODUCT_SWITCHES, SOCIAL_SWITCHES].flatMap((declared: Switches) =>
    Object.entries(declared).map(([name, spec]) => [name, spec.label] as const),
  ),
);

/** A field's label: a switch's own, the table's, or the field's own name for one neither knows. */
export const historyFieldLabel = (field: string): string =>
  SWITCH_LABELS.get(field) ?? (isLabelledField(field) ? HISTORY_FIELD_LABELS[field] : field);

/** A line of the moderation log's detail for an edit: the labels of the fields it changed. */
export const changedFieldsText = (changes: readonly Pick<FieldChange, 'field'>[]): string =>
  changes.map((change) => historyFieldLabel(change.field)).join(', ');
