/**
 * Geocoding: turning an anonymous address (never a name, email or phone) into a position, and a
 * search text into places. `offline` answers from the bundled country-state-city gazetteer;
 * `nominatim` asks a Nominatim-compatible service. A failure or a slow answer never blocks a save.
 */
export interface Place {
  displayName: string;
  latitude: number;
  longitude: number;
}

/** The parts of an address that may leave the site (the privacy page promises no more). */
export interface AnonymousAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface Geocoder {
  search(q: string): Promise<Place[]>;
  /** The best position for an address, or null. */
  locate(address: AnonymousAddress): Promise<Place | null>;
}

export const SAVE_GEOCODE_TIMEOUT_MS = 3_000;
/** Places `search` answers at most. */
export const PLACES_MAX = 5;

/** The position for a save: null when the geocoder fails, finds nothing or takes too long. */
export async function positionFor(geocoder: Geocoder, address: AnonymousAddress): Promise<{ latitude: number | null; longitude: number | null }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SAVE_GEOCODE_TIMEOUT_MS);
  });
  try {
    const place = await Promise.race([geocoder.locate(address).catch(() => null), timeout]);
    return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
  } finally {
    clearTimeout(timer);
  }
}
