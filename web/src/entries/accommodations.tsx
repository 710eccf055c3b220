/**
 * Fragrance-free accommodations on the screens (the catalogue is domain's): the form's checkboxes,
 * the list's badges and filter, and the detail page's checklist with how many reviewers confirmed
 * each one.
 */
import { ACCOMMODATIONS, type AccommodatedKind } from '@ffc/domain';
import { ACCOMMODATIONS_LABEL } from './AccommodationBadges';
import { CheckboxGroupField } from '../ui/fields';
import type { Row } from './detailRows';

export { AccommodationBadges, ACCOMMODATIONS_LABEL } from './AccommodationBadges';

/** The form's (or the list filter's) checkboxes of a kind's accommodations. */
export function AccommodationsField({ kind, label = ACCOMMODATIONS_LABEL }: { kind: AccommodatedKind; label?: string }) {
  return <CheckboxGroupField name="accommodations" label={label} options={ACCOMMODATIONS[kind]} />;
}

interface Accommodated {
  accommodations: readonly string[];
  accommodationConfirmations?: readonly { key: string; count: number }[];
}

const confirmedBy = (count: number) => (count === 1 ? 'confirmed by 1 reviewer' : `confirmed by ${count} reviewers`);

/**
 * The detail page's checklist: what the entry offers, and what reviewers found true on their visit
 * (also what the entry does not list), in the catalogue's order.
 */
export function AccommodationChecklist({ kind, entry }: { kind: AccommodatedKind; entry: Accommodated }) {
  const counts = new Map((entry.accommodationConfirmations ?? []).map((c) => [c.key, c.count]));
  const shown = ACCOMMODATIONS[kind].filter((a) => entry.accommodations.includes(a.key) || counts.has(a.key));
  if (shown.length === 0) return <>None listed</>;
  return (
    <ul className="accommodation-checklist">
      {shown.map((a) => {
        const count = counts.get(a.key);
        return (
          <li key={a.key}>
            {a.label}
            {entry.accommodations.includes(a.key) ? '' : ' (not listed by the entry)'}
            {count ? ` (${confirmedBy(count)})` : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** The detail row of an entry's accommodations. */
export const accommodationRows = (kind: AccommodatedKind) => ({
  accommodations: (e: Accommodated): Row => [ACCOMMODATIONS_LABEL, <AccommodationChecklist kind={kind} entry={e} />],
});

/** A reviewed kind's: its reviewers' confirmations are part of the same row. */
export const reviewedAccommodationRows = (kind: AccommodatedKind) => ({ ...accommodationRows(kind), accommodationConfirmations: null });
