/** Runs the BFF alone (`npm run start:bff`, compose's bff service). */
import { ConfigError, loadBffConfig } from './config.js';
import { warmGazetteer } from './geocode/gazetteer.js';
import { startBff } from './index.js';

try {
  const config = loadBffConfig();
  const bff = await startBff(config);
  bff.app.log.info(`Fragrance Free Community on ${bff.url}`);
  // The offline place search's index takes a second to build: now, rather than during someone's search.
  if (config.geocoder === 'offline') setImmediate(warmGazetteer);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void bff.app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  // A problem a person must fix before the BFF can start: one line, no stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
