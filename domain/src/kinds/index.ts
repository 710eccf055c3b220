/** The entry kinds and what every kind shares: the registry, collections, fields, switches, reference data. */
export * from './collections.js';
export * from './entries.js';
export * from './kinds.js';
export * from './records.js';
export * from './reference.js';
export * from './schemaFields.js';
export * from './switches.js';
export * from './validation.js';
