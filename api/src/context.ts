/** What every route group is given: the database, tokens, mail and configuration. */
import type { Tokens } from './auth/tokens.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { createMetrics } from './actuator/metrics.js';

export interface ApiContext {
  readonly db: Database;
  readonly tokens: Tokens;
  readonly mailer: Mailer;
  readonly config: ApiConfig;
  readonly metrics: ReturnType<typeof createMetrics>;
}
