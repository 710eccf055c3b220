/** What every kind of entry shares: its fields and their rules, switches, reference data, validation. */
export * from './entries.js';
export * from './reference.js';
export * from './schemaFields.js';
export * from './switches.js';
export * from './validation.js';
