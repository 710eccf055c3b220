/** A Nominatim-compatible geocoder: GET {url}/search?q=…&format=json. */
import { request } from 'undici';
import { z } from 'zod';
import { SITE_NAME } from '@ffc/domain';
import { PLACES_MAX, type AnonymousAddress, type Geocoder, type Place } from './geocoder.js';

const answer = z.array(z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }));
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second from an application. */
export const NOMINATIM_INTERVAL_MS = 1_000;

export class NominatimGeocoder implements Geocoder {
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

  async search(q: string): Promise<Place[]> {
    await this.turn();
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/search`);
    url.searchParams.set('q', q);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', String(PLACES_MAX));
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
    return answer.parse(await response.body.json()).map((p) => ({ displayName: p.display_name, latitude: p.lat, longitude: p.lon }));
  }

  async locate(address: AnonymousAddress): Promise<Place | null> {
    const q = [address.address1, address.address2, address.city, address.state, address.postalCode, address.country].filter(Boolean).join(', ');
    if (!q) return null;
    return (await this.search(q))[0] ?? null;
  }
}
