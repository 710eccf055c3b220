/**
 * The API's background work: queuing the notification mail, pushes and digests that are due (and telling of the
 * states the clock made stale), delivering the mail
 * outbox (every few seconds, and soon after a message is queued) and pruning what is no longer
 * needed (hourly): mail not sent within MAIL_UNSENT_KEPT_HOURS (given up, or never sent for want
 * of SMTP), the rows of sent mail after MAIL_SENT_KEPT_DAYS, mail-throttle rows whose day is over,
 * refresh tokens a day after they expired, and photo files that no photo row names (photos/sweep.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_SENT_KEPT_DAYS, MAIL_UNSENT_KEPT_HOURS } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from './db/database.js';
import { build, rows } from './db/query.js';
import type { Mailer } from './mail/mailer.js';
import { pruneMailThrottle } from './mail/throttle.js';
import type { PhotoStore } from './media/store.js';
import { sweepPhotoStore } from './photos/sweep.js';

/** Deletes old mail (sent or not), spent mail-throttle rows and refresh tokens expired over a day ago. */
export async function prune(db: Queryable): Promise<{ mail: number; mailThrottle: number; refreshTokens: number }> {
  const mail = await rows(
    db,
    build
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('sent_at', 'is', null),
            eb('created_at', '<', sql<string>`now() - make_interval(hours => ${MAIL_UNSENT_KEPT_HOURS})`),
          ]),
          eb('created_at', '<', sql<string>`now() - make_interval(days => ${MAIL_SENT_KEPT_DAYS})`),
        ]),
      )
      .returning('id'),
  );
  const mailThrottle = await pruneMailThrottle(db);
  const tokens = await rows(
    db,
    build
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', sql<string>`now() - interval '1 day'`)
      .returning('id'),
  );
  return { mail: mail.length, mailThrottle, refreshTokens: tokens.length };
}

export interface Maintenance {
  /** Deliver now rather than at the next tick (a message was just queued). */
  kick(): void;
  stop(): void;
}

export interface MaintenanceDeps {
  readonly db: Queryable;
  readonly mailer: Mailer;
  readonly photoStore: PhotoStore;
  /** Queues the notification mail that is due (watching/mail.ts), before each delivery round. */
  readonly mailNotifications?: () => Promise<number>;
  /** Tells of the states the clock made stale (watching/stale.ts), then queues the digests due, each minute. */
  readonly mailDigests?: () => Promise<number>;
  /** Queues and sends the pushes that are due (watching/push.ts), beside each mail round. */
  readonly pushNotifications?: () => Promise<number>;
}

export function startMaintenance(
  {
    db,
    mailer,
    photoStore,
    mailNotifications = async () => 0,
    mailDigests = async () => 0,
    pushNotifications = async () => 0,
  }: MaintenanceDeps,
  log: FastifyBaseLogger,
  everyMs = { mail: 5_000, digests: 60_000, prune: 3_600_000 },
): Maintenance {
  let delivering: Promise<unknown> | undefined;
  let pushing: Promise<unknown> | undefined;
  const deliver = () => {
    // Apart from mail: a slow push service never holds mail back.
    pushing ??= pushNotifications()
      .catch((error: unknown) => log.warn({ err: error }, 'push round failed'))
      .finally(() => (pushing = undefined));
    // One delivery round at a time; a failure is logged and the next tick tries again.
    delivering ??= mailNotifications()
      .catch((error: unknown) => log.warn({ err: error }, 'notification mail round failed'))
      .then(() => mailer.deliverDue(db))
      .catch((error: unknown) => log.warn({ err: error }, 'mail delivery round failed'))
      .finally(() => (delivering = undefined));
  };
  const pruneNow = () => {
    void prune(db).then(
      (pruned) => log.info(pruned, 'pruned old mail and refresh tokens'),
      (error: unknown) => log.warn({ err: error }, 'pruning failed'),
    );
    // A store that does not answer (S3 away) is tried again at the next hour.
    void sweepPhotoStore(db, photoStore).then(
      (photoFiles) => log.info({ photoFiles }, 'swept photo files no photo names'),
      (error: unknown) => log.warn({ err: error }, 'sweeping the photo store failed'),
    );
  };
  let digesting: Promise<unknown> | undefined;
  const digest = () => {
    digesting ??= mailDigests()
      .then((queued) => queued > 0 && deliver())
      .catch((error: unknown) => log.warn({ err: error }, 'digest round failed'))
      .finally(() => (digesting = undefined));
  };
  const timers = [
    setInterval(deliver, everyMs.mail),
    setInterval(digest, everyMs.digests),
    setInterval(pruneNow, everyMs.prune),
  ];
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
