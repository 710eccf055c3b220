/**
 * Fragrance-free accommodations on the screens (the catalogue is domain's): the form's checkboxes,
 * the list's badges and filters, and the detail page's checklist with each one's dated status.
 */
import { Checkbox, Intent } from '@blueprintjs/core';
import { Field } from 'react-final-form';
import { ACCOMMODATIONS, type AccommodatedKind } from '@ffc/domain/accommodations';
import { type AccommodationState, type AccommodationStatus } from '@ffc/domain/checks';
import { CONFIRMATION_STALE_MONTHS } from '@ffc/domain/limits';
import { UI } from '@ffc/domain/messages';
import { formatDay } from '@ffc/domain/text';
import { ACCOMMODATIONS_LABEL } from './AccommodationBadges';
import { CheckboxGroupField } from '../ui/fields';
import { Badge } from '../ui/Badge';
import type { Row } from '../ui/detailRows';

export { AccommodationBadges, ACCOMMODATIONS_LABEL } from './AccommodationBadges';

/** The list filter "Confirmed in the last 12 months": a checkbox that asks for CONFIRMATION_STALE_MONTHS. */
export function ConfirmedRecentlyField() {
  return (
    <Field<number | null> name="confirmedWithinMonths">
      {({ input }) => (
        <Checkbox
          name={input.name}
          checked={typeof input.value === 'number' && input.value > 0}
          label={UI.checks.confirmedRecentlyFilter}
          onChange={(event) => input.onChange(event.currentTarget.checked ? CONFIRMATION_STALE_MONTHS : null)}
        />
      )}
    </Field>
  );
}

/** The form's (or the list filter's) checkboxes of a kind's accommodations. */
export function AccommodationsField({
  kind,
  label = ACCOMMODATIONS_LABEL,
}: {
  kind: AccommodatedKind;
  label?: string;
}) {
  return <CheckboxGroupField name="accommodations" label={label} options={ACCOMMODATIONS[kind]} />;
}

interface Accommodated {
  accommodations: readonly string[];
  accommodationStatus: readonly AccommodationStatus[];
}

/** A date as the site's other dates read. */

/** An accommodation's dated status as a line reads it: how many confirm it and when last, its state. */
export function statusTexts(
  status: Pick<AccommodationStatus, 'confirmations' | 'disputes' | 'lastConfirmed' | 'state'>,
): string[] {
  const texts: string[] = [];
  if (status.state === 'disputed') texts.push(UI.checks.disputed, UI.checks.disputedBy(status.disputes));
  if (status.state === 'stale') texts.push(UI.checks.stale);
  if (status.confirmations > 0 && status.lastConfirmed)
    texts.push(UI.checks.confirmedBy(status.confirmations, formatDay(status.lastConfirmed)));
  else if (status.state !== 'disputed') texts.push(UI.checks.unconfirmed);
  return texts;
}

const STATE_INTENT: Record<AccommodationState, Intent> = {
  confirmed: Intent.SUCCESS,
  stale: Intent.WARNING,
  disputed: Intent.DANGER,
  unconfirmed: Intent.NONE,
};

/**
 * The detail page's checklist: each accommodation the entry lists, in the catalogue's order, with
 * how many people confirm it and when it was last confirmed, or that it is disputed or not
 * confirmed recently.
 */
export function AccommodationChecklist({ kind, entry }: { kind: AccommodatedKind; entry: Accommodated }) {
  const statuses = new Map(entry.accommodationStatus.map((s) => [s.key, s]));
  const shown = ACCOMMODATIONS[kind].filter((a) => entry.accommodations.includes(a.key));
  if (shown.length === 0) return <>None listed</>;
  return (
    <ul className="accommodation-checklist">
      {shown.map((a) => {
        const status = statuses.get(a.key) ?? {
          key: a.key,
          confirmations: 0,
          disputes: 0,
          lastConfirmed: null,
          state: 'unconfirmed' as const,
        };
        const [first, ...rest] = statusTexts(status);
        return (
          <li key={a.key} className={`accommodation-${status.state}`}>
            <span className="accommodation-label">{a.label}</span>{' '}
            <span className="accommodation-status">
              <Badge intent={STATE_INTENT[status.state]}>{first}</Badge>
              {rest.map((text) => (
                <span key={text}> {text}</span>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The detail row of an entry's accommodations. */
export const accommodationRows = (kind: AccommodatedKind) => ({
  accommodations: (e: Accommodated): Row => [ACCOMMODATIONS_LABEL, <AccommodationChecklist kind={kind} entry={e} />],
  accommodationStatus: null,
});

/** A reviewed kind's: the reviewers' old confirmation counts are in the dated status now. */
export const reviewedAccommodationRows = (kind: AccommodatedKind) => ({
  ...accommodationRows(kind),
  accommodationConfirmations: null,
});
