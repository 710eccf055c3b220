/** Runs the BFF alone (docker-compose's bff service): `tsx bff/src/main.ts`. */
import { loadBffConfig, startBff } from './index.js';

const bff = await startBff(loadBffConfig());
bff.app.log.info(`Fragrance Free Community on ${bff.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bff.app.close().then(() => process.exit(0));
  });
}
