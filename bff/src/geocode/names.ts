/**
 * What people type for a place that the gazetteer's own names do not say: the common short names of
 * cities, and other names of countries and parts of them. Keys are as `normalizePlace` leaves text
 * (lower case, no accents, no dots).
 */

/** A short name for a whole place, read as the text it stands for (only when it is all that was typed). */
export const PLACE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  nyc: 'New York City, New York, United States',
  'new york': 'New York City, New York, United States',
  ny: 'New York City, New York, United States',
  la: 'Los Angeles, California, United States',
  sf: 'San Francisco, California, United States',
  dc: 'Washington, District of Columbia, United States',
  'washington dc': 'Washington, District of Columbia, United States',
  philly: 'Philadelphia, Pennsylvania, United States',
  vegas: 'Las Vegas, Nevada, United States',
  nola: 'New Orleans, Louisiana, United States',
  atl: 'Atlanta, Georgia, United States',
  chi: 'Chicago, Illinois, United States',
  slc: 'Salt Lake City, Utah, United States',
  kc: 'Kansas City, Missouri, United States',
  'st louis': 'St. Louis, Missouri, United States',
  'saint louis': 'St. Louis, Missouri, United States',
  'saint paul': 'Saint Paul, Minnesota, United States',
  'ft worth': 'Fort Worth, Texas, United States',
  'ft lauderdale': 'Fort Lauderdale, Florida, United States',
};

/** A name people use for a city whose full name is longer; both are offered. */
export const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  newcastle: ['newcastle upon tyne'],
  kingston: ['kingston upon thames'],
  hull: ['kingston upon hull'],
  stratford: ['stratford upon avon'],
};

/**
 * Other names of countries (ISO 3166 codes; the codes themselves and the gazetteer's names are
 * understood without being listed).
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  'the uk': 'GB',
  'the us': 'US',
  'the usa': 'US',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  'new zealand': 'NZ',
  nz: 'NZ',
  aus: 'AU',
};
