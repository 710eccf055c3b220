/** Runs the BFF alone (`npm run start:bff`, compose's bff service). */
import { ConfigError, loadBffConfig } from './config.js';
import { startBff } from './index.js';

try {
  const bff = await startBff(loadBffConfig());
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
