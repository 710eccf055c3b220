/**
 * The API's background work: delivering the mail outbox (every few seconds, and soon after a
 * message is queued) and pruning what is no longer needed (hourly): sent mail and mail given up
 * after 30 days, refresh tokens a day after they expired.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Queryable } from './db/database.js';
import { build, rows } from './db/query.js';
import { MAIL_ATTEMPTS_MAX, type Mailer } from './mail/mailer.js';

export const MAIL_KEPT_DAYS = 30;

/** Deletes sent (or given-up) mail older than MAIL_KEPT_DAYS and refresh tokens expired over a day ago. */
export async function prune(db: Queryable): Promise<{ mail: number; refreshTokens: number }> {
  const mail = await rows(
    db,
    build
      .deleteFrom('mail_outbox')
      .where('created_at', '<', sql<string>`now() - make_interval(days => ${MAIL_KEPT_DAYS})`)
      .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('attempts', '>=', MAIL_ATTEMPTS_MAX)]))
      .returning('id'),
  );
  const tokens = await rows(db, build.deleteFrom('refresh_tokens').where('expires_at', '<', sql<string>`now() - interval '1 day'`).returning('id'));
  return { mail: mail.length, refreshTokens: tokens.length };
}

export interface Maintenance {
  /** Deliver now rather than at the next tick (a message was just queued). */
  kick(): void;
  stop(): void;
}

export function startMaintenance(db: Queryable, mailer: Mailer, log: FastifyBaseLogger, everyMs = { mail: 5_000, prune: 3_600_000 }): Maintenance {
  let delivering: Promise<unknown> | undefined;
  const deliver = () => {
    // One delivery round at a time; a failure is logged and the next tick tries again.
    delivering ??= mailer
      .deliverDue(db)
      .catch((error: unknown) => log.warn({ err: error }, 'mail delivery round failed'))
      .finally(() => (delivering = undefined));
  };
  const pruneNow = () => {
    void prune(db).then(
      (pruned) => log.info(pruned, 'pruned old mail and refresh tokens'),
      (error: unknown) => log.warn({ err: error }, 'pruning failed'),
    );
  };
  const timers = [setInterval(deliver, everyMs.mail), setInterval(pruneNow, everyMs.prune)];
  for (const timer of timers) timer.unref();
  pruneNow();
  let kicked: NodeJS.Timeout | undefined;
  return {
    kick() {
      // After the queuing transaction has had a moment to commit.
      clearTimeout(kicked);
      kicked = setTimeout(deliver, 100);
      kicked.unref();
    },
    stop() {
      clearTimeout(kicked);
      for (const timer of timers) clearInterval(timer);
    },
  };
}
