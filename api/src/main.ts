/** Runs the REST API alone (docker-compose's api service): `tsx api/src/main.ts`. */
import { loadApiConfig, startApi } from './index.js';

const config = loadApiConfig();
const api = await startApi({ ...config, host: process.env.API_HOST ?? '0.0.0.0' });
api.app.log.info(`REST API listening on ${api.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
