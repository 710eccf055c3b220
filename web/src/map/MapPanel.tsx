/**
 * A map of entries on a list or detail page, loaded only where one is shown: the
 * Leaflet chunk comes after the page's own. Tiles come from the BFF's MAP_TILE_URL. Without tiles
 * (offline, blocked) the markers stay on a plain background and a line on the map says so. The
 * frame holds the map's height from the first render to the last, so nothing around it moves.
 */
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql } from '../gql';
import type { MapMarker, MapProps } from './EntryMap';

const EntryMap = lazy(() => import('./EntryMap'));

export const MapTilesQuery = graphql(`
  query MapTiles {
    mapTiles { url attribution }
  }
`);

export const MAP_UNAVAILABLE = 'The map background could not be loaded. Everything on it is listed on this page.';

export function MapPanel({ markers, origin, label }: Omit<MapProps, 'tiles'>) {
  const { data } = useQuery(MapTilesQuery, { skip: markers.length === 0 });
  const [unavailable, setUnavailable] = useState(false);
  const giveUp = useCallback(() => setUnavailable(true), []);
  if (markers.length === 0) return null;
  return (
    <div className={unavailable ? 'map-frame map-plain' : 'map-frame'}>
      {data && (
        <Suspense fallback={null}>
          <EntryMap tiles={data.mapTiles} markers={markers} origin={origin} label={label} onUnavailable={giveUp} />
        </Suspense>
      )}
      {unavailable && (
        <p className="map-unavailable" role="status">
          {MAP_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}

/** The entries of a page that have a position, as markers. */
export function markersOf(
  rows: readonly { id: number; name?: string | null; latitude?: number | null; longitude?: number | null }[],
  path: string,
): MapMarker[] {
  return rows.flatMap((row) =>
    row.latitude != null && row.longitude != null
      ? [
          {
            id: row.id,
            name: row.name ?? '',
            latitude: row.latitude,
            longitude: row.longitude,
            path: `${path}/${row.id}`,
          },
        ]
      : [],
  );
}
