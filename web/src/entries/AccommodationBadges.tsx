/** An entry's accommodations at a glance, as badges: its own module, so a page of badges loads no form code. */
import { Tag } from '@blueprintjs/core';
import { accommodationLabel, accommodationShortLabel, type AccommodatedKind } from '@ffc/domain';

export const ACCOMMODATIONS_LABEL = 'Fragrance-free accommodations';

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
