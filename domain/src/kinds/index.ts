/** The registry of entry kinds, which every list of kinds derives from, and records built from their keys. */
export * from './kinds.js';
export * from './records.js';
