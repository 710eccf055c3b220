/** A list's saved entries: each with its kind, its place and a link to its page, and a map of them. */
import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { KINDS } from '@ffc/domain/kinds';
import { MY_PLACES } from '@ffc/domain/myPlaces';
import { REPORT } from '@ffc/domain/messages';
import type { SavedEntryFieldsFragment } from '../gql/graphql';
import type { MapMarker } from '../map/EntryMap';
import { MapPanel } from '../map/MapPanel';
import { Badge } from '../ui/Badge';
import { WatchButton } from '../watching/WatchButton';

const placeOf = (e: SavedEntryFieldsFragment) => [e.city, e.state?.name, e.country?.name].filter(Boolean).join(', ');

/** Every saved entry with a position, as the map's markers (numbered: ids repeat across kinds). */
const markersOf = (entries: readonly SavedEntryFieldsFragment[]): MapMarker[] =>
  entries.flatMap((e, i) =>
    e.latitude != null && e.longitude != null
      ? [{ id: i, name: e.name, latitude: e.latitude, longitude: e.longitude, path: e.path }]
      : [],
  );

export function SavedEntries({
  name,
  entries,
  onRemove,
}: {
  name: string;
  entries: readonly SavedEntryFieldsFragment[];
  /** Offered to the list's owner: takes an entry out (and each row gets its Watch toggle). */
  onRemove?: (entry: SavedEntryFieldsFragment) => void;
}) {
  if (entries.length === 0) return <p>{MY_PLACES.empty}</p>;
  return (
    <>
      <ul className="saved-entries">
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`} className="saved-entry">
            <Link to={entry.path} className="saved-entry-name">
              {entry.name}
            </Link>{' '}
            <span className="saved-entry-kind">{KINDS[entry.kind].one}</span>
            {entry.closed && (
              <>
                {' '}
                <Badge intent="warning">{REPORT.closedTag}</Badge>
              </>
            )}
            {placeOf(entry) && <span className="saved-entry-place"> · {placeOf(entry)}</span>}
            {onRemove && <WatchButton kind={entry.kind} entryId={entry.id} name={entry.name} />}
            {onRemove && (
              <Button
                variant="minimal"
                size="small"
                className="saved-entry-remove"
                aria-label={MY_PLACES.removeFrom(entry.name, name)}
                onClick={() => onRemove(entry)}
              >
                {MY_PLACES.remove}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <MapPanel markers={markersOf(entries)} label={MY_PLACES.map(name)} />
    </>
  );
}
