/** The product's rules, shared by the API, the BFF and the web client: one folder per noun, each with its index. */
export * from './kinds/index.js';
export * from './text/index.js';
export * from './entries/index.js';
export * from './account/index.js';
export * from './trust/index.js';
export * from './moderation/index.js';
export * from './needs/index.js';
export * from './search/index.js';
export * from './places/index.js';
export * from './watching/index.js';
