/**
 * Geocoding: turning an anonymous address (never a name, email or phone) into a position, and a
 * search text into places. `offline` answers from the bundled country-state-city gazetteer;
 * `nominatim` asks a Nominatim-compatible service. A failure or a slow answer never blocks a save.
 */
export interface Place {
  displayName: string;
  latitude: number;
  longitude: number;
  /** What sort of place it is, when the geocoder says. */
  kind?: PlaceKind | null;
  /** Its country's ISO 3166 code, when the geocoder says. */
  countryCode?: string | null;
}

export type PlaceKind = 'city' | 'state' | 'country' | 'other';

/** Who is searching, so the places they most likely mean come first. */
export interface PlacePreference {
  /** ISO 3166 code of the person's country (their profile's, else their browser language's region). */
  country?: string | null;
  /** Where they are, when known. */
  near?: { latitude: number; longitude: number } | null;
  /** The browser's Accept-Language, for the names of the places (Nominatim answers in it). */
  language?: string | null;
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
  /** Whether it may be asked while someone types (Nominatim's usage policy forbids autocomplete). */
  readonly suggestsAsYouType?: boolean;
  /** The places a text may mean, the most likely first (for this person, when `preference` says who). */
  search(q: string, preference?: PlacePreference): Promise<Place[]>;
  /** The best position for an address, or null. */
  locate(address: AnonymousAddress): Promise<Place | null>;
}

export const SAVE_GEOCODE_TIMEOUT_MS = 3_000;
/** Places `search` answers at most. */
export const PLACES_MAX = 5;

/** The position for a save: null when the geocoder fails, finds nothing or takes too long. */
export async function positionFor(
  geocoder: Geocoder,
  address: AnonymousAddress,
): Promise<{ latitude: number | null; longitude: number | null }> {
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
