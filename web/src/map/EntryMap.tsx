/**
 * The map itself (Leaflet), in its own chunk: only screens that show a map download it. Markers
 * are drawn shapes (no marker images to fetch); each opens a popup linking to its entry. When the
 * tiles cannot load, their layer goes and the markers stay, on the frame's plain background.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSameContent } from '../ui/useSameContent';

export interface MapMarker {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** The entry's page. */
  path: string;
}

export interface MapProps {
  tiles: { url: string; attribution: string };
  markers: readonly MapMarker[];
  /** The place distances were measured from. */
  origin?: { displayName: string; latitude: number; longitude: number } | null;
  /** What the map shows, for screen readers (the list beside it has every entry in text). */
  label: string;
}

/** Tiles failing while none has loaded: the tile server is out of reach. */
const FAILURES_BEFORE_GIVING_UP = 4;

/**
 * A name as Leaflet should show it. Leaflet puts a string into the page as HTML, and names come
 * from members and links, so the map is only ever given elements holding text.
 */
function textElement(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

export default function EntryMap({
  tiles,
  markers,
  origin,
  label,
  onUnavailable,
}: MapProps & { onUnavailable: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  // The map is drawn again only when what it shows changes, not on every render of the page.
  const shown = useSameContent({ tiles, markers, origin });

  useEffect(() => {
    if (!element.current) return;
    const { tiles, markers, origin } = shown;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    let loaded = 0;
    let failed = 0;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileload', () => loaded++)
      .on('tileerror', () => {
        if (++failed !== FAILURES_BEFORE_GIVING_UP || loaded > 0) return;
        // No broken-image squares: the markers are what matters, and they need no tiles.
        map.removeLayer(layer);
        onUnavailable();
      })
      .addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const marker of markers) {
      const at: L.LatLngExpression = [marker.latitude, marker.longitude];
      points.push(at);
      const link = document.createElement('a');
      link.href = marker.path;
      link.textContent = marker.name;
      // Followed in the app, without reloading the page.
      link.addEventListener('click', (event) => {
        event.preventDefault();
        void navigate(marker.path);
      });
      L.circleMarker(at, { radius: 9, weight: 2, color: '#ffffff', fillColor: '#1c6e42', fillOpacity: 1 })
        .bindPopup(link)
        .bindTooltip(textElement(marker.name))
        .addTo(map);
    }
    if (origin) {
      const at: L.LatLngExpression = [origin.latitude, origin.longitude];
      points.push(at);
      L.circleMarker(at, { radius: 6, weight: 3, color: '#215db0', fillColor: '#ffffff', fillOpacity: 1 })
        .bindTooltip(textElement(origin.displayName))
        .addTo(map);
    }
    if (points.length === 1) map.setView(points[0]!, 14);
    else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
    setReady(true);
    return () => {
      map.remove();
    };
  }, [shown, navigate, onUnavailable]);

  return <div ref={element} className="entry-map" role="region" aria-label={label} aria-busy={!ready} />;
}
