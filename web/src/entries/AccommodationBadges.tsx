/** An entry's accommodations at a glance, as badges: its own module, so a page of badges loads no form code. */
import { accommodationLabel, accommodationShortLabel, type AccommodatedKind } from '@ffc/domain/accommodations';
import { type AccommodationState } from '@ffc/domain/checks';
import { UI } from '@ffc/domain/messages';
import { Badge } from '../ui/Badge';

export const ACCOMMODATIONS_LABEL = 'Fragrance-free accommodations';

/** What a badge needs of an accommodation's dated status. */
export interface BadgeStatus {
  readonly key: string;
  readonly state: AccommodationState;
}

/** The states a badge marks: muted and struck through, and said after the label. */
const MARKED: Partial<Record<AccommodationState, string>> = UI.checks.badgeState;

/**
 * An entry's accommodations at a glance, as badges (a list row): a tick and a short text that fits
 * a phone's card; the full text is what a screen reader says and what a pointer's tooltip shows.
 * One that is disputed or not confirmed recently is muted and struck through, and says so.
 */
export function AccommodationBadges({
  kind,
  keys,
  status = [],
}: {
  kind: AccommodatedKind;
  keys: readonly string[];
  status?: readonly BadgeStatus[];
}) {
  if (keys.length === 0) return null;
  const states = new Map(status.map((s) => [s.key, s.state]));
  return (
    <ul className="accommodation-badges" aria-label={ACCOMMODATIONS_LABEL}>
      {keys.map((key) => {
        const state = states.get(key);
        const marked = state ? MARKED[state] : undefined;
        const label = marked ? `${accommodationLabel(kind, key)} ${marked}` : accommodationLabel(kind, key);
        return (
          <li key={key}>
            <Badge
              round
              icon={state === 'disputed' ? 'cross' : state === 'stale' ? 'warning-sign' : 'tick'}
              title={label}
              className={marked ? `accommodation-${state}` : undefined}
            >
              <span aria-hidden="true">{accommodationShortLabel(kind, key)}</span>
              <span className="visually-hidden">{label}</span>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
