/**
 * Fragrance-free accommodations on the screens (the catalogue is domain's): the form's checkboxes,
 * the list's badges and filter, and the detail page's checklist with how many reviewers confirmed
 * each one.
 */
import { Tag } from '@blueprintjs/core';
import { ACCOMMODATIONS, accommodationLabel, accommodationShortLabel, type AccommodatedKind } from '@ffc/domain';
import { CheckboxGroupField } from '../ui/fields';
import type { Row } from './detailRows';

export const ACCOMMODATIONS_LABEL = 'Fragrance-free accommodations';

/** The form's (or the list filter's) checkboxes of a kind's accommodations. */
export function AccommodationsField({ kind, label = ACCOMMODATIONS_LABEL }: { kind: AccommodatedKind; label?: string }) {
  return <CheckboxGroupField name="accommodations" label={label} options={ACCOMMODATIONS[kind]} />;
}

/**
 * An entry's accommodations at a glance, as badges (a list row): a tick and a short text that fits
 * a phone's card; the full text is what a screen reader says and what a pointer's tooltip shows.
 */
export function AccommodationBadges({ kind, keys }: { kind: AccommodatedKind; keys: readonly string[] }) {
  if (keys.length === 0) return null;
  return (
    <ul className="accommodation-badges" aria-label={ACCOMMODATIONS_LABEL}>
      {keys.map((key) => {
        const label = accommodationLabel(kind, key);
        return (
          <li key={key}>
            <Tag minimal round icon="tick" title={label}>
              <span aria-hidden="true">{accommodationShortLabel(kind, key)}</span>
              <span className="visually-hidden">{label}</span>
            </Tag>
          </li>
        );
      })}
    </ul>
  );
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
