/** Runs the BFF alone (`npm run start:bff`, compose's bff service). */
import { ConfigError, loadBffConfig } from './config.js';

try {
  // Read before the rest of the BFF loads: a mistake in the configuration is said at once.
  const config = loadBffConfig();
  const { startBff } = await import('./index.js');
  const bff = await startBff(config);
  bff.app.log.info(`Fragrance Free Community on ${bff.url}`);
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
