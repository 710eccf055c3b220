/** The offline geocoder: cities, states and countries of the bundled country-state-city dataset. No network. */
import { City, Country, State, type ICity } from 'country-state-city';
import { PLACES_MAX, type AnonymousAddress, type Geocoder, type Place } from './geocoder.js';

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

function place(displayName: string, latitude: string | null | undefined, longitude: string | null | undefined): Place | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  return latitude && longitude && Number.isFinite(lat) && Number.isFinite(lon) ? { displayName, latitude: lat, longitude: lon } : null;
}

export class OfflineGeocoder implements Geocoder {
  private citiesByName: Map<string, ICity[]> | undefined;

  /** Built on first use: about 150,000 cities. */
  private cities(): Map<string, ICity[]> {
    if (!this.citiesByName) {
      this.citiesByName = new Map();
      for (const city of City.getAllCities()) {
        const key = norm(city.name);
        const list = this.citiesByName.get(key);
        if (list) list.push(city);
        else this.citiesByName.set(key, [city]);
      }
    }
    return this.citiesByName;
  }

  private cityPlace(city: ICity): Place | null {
    const state = State.getStateByCodeAndCountry(city.stateCode, city.countryCode);
    const country = Country.getCountryByCode(city.countryCode);
    return place([city.name, state?.name, country?.name].filter(Boolean).join(', '), city.latitude, city.longitude);
  }

  async search(q: string): Promise<Place[]> {
    const parts = q.split(',').map(norm).filter(Boolean);
    if (!parts.length) return [];
    const [first, ...rest] = parts as [string, ...string[]];
    const context = (city: ICity) =>
      rest.filter((p) => [norm(city.stateCode), norm(State.getStateByCodeAndCountry(city.stateCode, city.countryCode)?.name), norm(city.countryCode), norm(Country.getCountryByCode(city.countryCode)?.name)].includes(p)).length;
    // Scored once each: the more of the rest of the text names the city's state or country, the better.
    const cities = (this.cities().get(first) ?? [])
      .map((city) => ({ city, score: context(city) }))
      .sort((a, b) => b.score - a.score)
      .map(({ city }) => city);
    const places = cities.map((c) => this.cityPlace(c));
    const states = State.getAllStates().filter((s) => norm(s.name) === first).map((s) => place(`${s.name}, ${Country.getCountryByCode(s.countryCode)?.name ?? s.countryCode}`, s.latitude, s.longitude));
    const countries = Country.getAllCountries().filter((c) => norm(c.name) === first).map((c) => place(c.name, c.latitude, c.longitude));
    return [...places, ...states, ...countries].filter((p): p is Place => p !== null).slice(0, PLACES_MAX);
  }

  async locate(address: AnonymousAddress): Promise<Place | null> {
    const country = Country.getAllCountries().find((c) => norm(c.name) === norm(address.country));
    if (!country) return null;
    const state = address.state ? State.getStatesOfCountry(country.isoCode).find((s) => norm(s.name) === norm(address.state)) : undefined;
    if (address.city) {
      const candidates = (this.cities().get(norm(address.city)) ?? []).filter(
        (c) => c.countryCode === country.isoCode && (!state || c.stateCode === state.isoCode),
      );
      const city = candidates[0];
      if (city) return this.cityPlace(city);
    }
    if (state) return place(`${state.name}, ${country.name}`, state.latitude, state.longitude);
    return place(country.name, country.latitude, country.longitude);
  }
}
