/** What every route group is given: the database, tokens, mail, the photo store and configuration. */
import type { WindowCounter } from '@ffc/server-kit/shared-state';
import type { LoginThrottle } from './credentials/throttle.js';
import type { Tokens } from './credentials/tokens.js';
import type { AfterAnswer } from './http/after-answer.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { PhotoStore } from './media/store.js';
import type { createMetrics } from './http/metrics.js';
import type { Redis } from 'ioredis';
import type { UnsubscribeLinks } from './watching/unsubscribe.js';
import type { PushSubscriptions, VapidKeys } from './watching/push.js';

export interface ApiContext {
  readonly db: Database;
  readonly tokens: Tokens;
  readonly mailer: Mailer;
  /** Where photo files live: a folder under DATA_DIR, or an S3-compatible store. */
  readonly photoStore: PhotoStore;
  readonly afterAnswer: AfterAnswer;
  readonly config: ApiConfig;
  readonly metrics: ReturnType<typeof createMetrics>;
  /** Shared by every API instance when REDIS_URL is set. */
  readonly redis: Redis | undefined;
  /** Counts for rate limits: through Redis while it answers, in this process otherwise. */
  readonly counter: WindowCounter;
  /** Failed password checks per (client address, username): logins and account deletion. */
  readonly loginThrottle: LoginThrottle;
  /** The one-click unsubscribe links of notification mail, signed with AUTH_SECRET. */
  readonly unsubscribe: UnsubscribeLinks;
  /** Web Push: the browsers people turned it on in, and the site's VAPID keys (made once when not configured). */
  readonly push: { readonly subscriptions: PushSubscriptions; keys(): Promise<VapidKeys> };
}
