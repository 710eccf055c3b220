/** A Nominatim-compatible geocoder: GET {url}/search?q=…&format=json. */
import { request } from 'undici';
import { z } from 'zod';
import { distanceKm, SITE_NAME } from '@ffc/domain';
import {
  PLACES_MAX,
  type AnonymousAddress,
  type Geocoder,
  type Place,
  type PlaceKind,
  type PlacePreference,
} from './geocoder.js';

const answer = z.array(
  z.object({
    display_name: z.string(),
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    importance: z.coerce.number().optional(),
    addresstype: z.string().optional(),
    address: z.object({ country_code: z.string().optional() }).optional(),
  }),
);
type Found = z.output<typeof answer>[number];

/** Candidates asked for: more than are shown, so the person's own country's can move up. */
const CANDIDATES = 10;
/**
 * Nominatim's importance (0 to 1) of a place in the person's country counts this much more, and
 * of one beside them up to NEAR more: Birmingham, Alabama before Birmingham, England for an
 * American, Paris, France still before Paris, Texas.
 */
const HOME_COUNTRY = 0.15;
const NEAR = 0.3;
const NEAR_HALF_KM = 200;

const KINDS: Readonly<Record<string, PlaceKind>> = {
  city: 'city',
  town: 'city',
  village: 'city',
  hamlet: 'city',
  municipality: 'city',
  state: 'state',
  province: 'state',
  region: 'state',
  country: 'country',
};

function ranked(found: Found[], preference: PlacePreference): Place[] {
  const score = (p: Found) =>
    (p.importance ?? 0) +
    (preference.country && p.address?.country_code?.toUpperCase() === preference.country ? HOME_COUNTRY : 0) +
    (preference.near
      ? NEAR / (1 + distanceKm(preference.near, { latitude: p.lat, longitude: p.lon }) / NEAR_HALF_KM)
      : 0);
  return (
    found
      .map((p, order) => ({ p, order, score: score(p) }))
      // Nominatim's own order breaks ties.
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, PLACES_MAX)
      .map(({ p }) => ({
        displayName: p.display_name,
        latitude: p.lat,
        longitude: p.lon,
        kind: p.addresstype ? (KINDS[p.addresstype] ?? 'other') : null,
        countryCode: p.address?.country_code?.toUpperCase() ?? null,
      }))
  );
}
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second from an application. */
export const NOMINATIM_INTERVAL_MS = 1_000;

export class NominatimGeocoder implements Geocoder {
  /** Nominatim's usage policy forbids autocomplete: it is asked for what was searched, not for each pause in typing. */
  readonly suggestsAsYouType = false;

  /** Requests wait their turn here, one a second, whoever asks (searches and saves alike). */
  private queue: Promise<unknown> = Promise.resolve();
  private lastAt = 0;

  constructor(
    private readonly baseUrl: string,
    /** Where the site lives, so the service can tell who is asking (its policy asks for it). */
    private readonly siteUrl = 'http://localhost:4000',
    private readonly intervalMs = NOMINATIM_INTERVAL_MS,
  ) {}

  private turn(): Promise<void> {
    const mine = this.queue.then(async () => {
      const wait = this.lastAt + this.intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastAt = Date.now();
    });
    this.queue = mine.catch(() => undefined);
    return mine;
  }

  async search(q: string, preference: PlacePreference = {}): Promise<Place[]> {
    await this.turn();
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/search`);
    url.searchParams.set('q', q);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', String(CANDIDATES));
    url.searchParams.set('addressdetails', '1');
    // Names in the person's language. Their country is not sent as `countrycodes`: that would hide
    // Paris, France from an American; it only moves their country's places up (`ranked`).
    if (preference.language) url.searchParams.set('accept-language', preference.language);
    const response = await request(url, {
      // Nominatim's usage policy asks every application to name itself.
      headers: { 'user-agent': `${SITE_NAME.replace(/\s+/g, '')}/1.0 (+${this.siteUrl})`, accept: 'application/json' },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`geocoder answered ${response.statusCode}`);
    }
    return ranked(answer.parse(await response.body.json()), preference);
  }

  async locate(address: AnonymousAddress): Promise<Place | null> {
    const q = [address.address1, address.address2, address.city, address.state, address.postalCode, address.country]
      .filter(Boolean)
      .join(', ');
    if (!q) return null;
    return (await this.search(q))[0] ?? null;
  }
}
