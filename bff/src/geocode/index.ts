/** The configured geocoder. */
import type { Geocoder } from './geocoder.js';
import { NominatimGeocoder } from './nominatim.js';
import { OfflineGeocoder } from './offline.js';

export type { AnonymousAddress, Geocoder, Place, PlaceKind, PlacePreference } from './geocoder.js';
export { positionFor } from './geocoder.js';

export function createGeocoder(kind: 'offline' | 'nominatim', url: string, siteUrl?: string): Geocoder {
  return kind === 'nominatim' ? new NominatimGeocoder(url, siteUrl) : new OfflineGeocoder();
}
