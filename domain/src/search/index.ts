/** Finding places: the search words and typos, list filters and order, the home page's highlights. */
export * from './highlights.js';
export * from './lists.js';
export * from './search.js';
