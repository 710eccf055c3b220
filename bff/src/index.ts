/** The BFF's entry points for the launcher, main.ts and tests. */
export { loadBffConfig, type BffConfig } from './config.js';
export { buildBff, startBff, type Bff } from './server.js';
