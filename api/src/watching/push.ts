/**
 * Web Push: the site's VAPID keys (from VAPID_* or made once and kept, sealed, in the database), the
 * browsers people turned push on in, and the background rounds that send: one claims the new
 * notifications and queues a delivery for each browser of each person who wants that type pushed;
 * the other sends what is due with `web-push` (aes128gcm, RFC 8291; VAPID, RFC 8292) outside any
 * transaction, each delivery claimed for a minute so that several API instances never send it
 * twice, retried with growing waits, and dropped with its subscription when the push service says
 * the browser is gone (404, 410).
 */
import { Agent } from 'node:https';
import { sql } from 'kysely';
import webpush from 'web-push';
import {
  isEntryKind,
  isNotificationType,
  notificationDetails,
  notificationText,
  PUSH_SUBSCRIPTIONS_MAX,
  PUSH_TTL_SECONDS,
  suggestionPaths,
  WATCHING,
  type PushPayload,
  type PushSubscriptionHeld,
  type PushSubscriptionInput,
} from '@ffc/domain';
import type { Database, Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { fieldError, notFound } from '../http/errors.js';
import { createSealer, type Sealer } from '../mail/sealed.js';
import { publicOnlyLookup, reachesOnlyPublic } from './addresses.js';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Notifications claimed, and deliveries sent, in one round. */
const BATCH = 100;
/** How long a claimed delivery is the claimer's before another instance may try it. */
const CLAIM_SECONDS = 60;
/** Attempts before a push is given up, and the first wait (each next one four times longer). */
const ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;
const SEND_TIMEOUT_MS = 10_000;

/** What sends one push: the push service's status code (a failure to connect is 0). */
export type PushSend = (subscription: webpush.PushSubscription, payload: string) => Promise<number>;

/** Seals what push keeps secret at rest: the private key, and each browser's auth secret. */
const sealerOf = (secret: string): Sealer => createSealer(secret, 'web push v1');

/** The site's VAPID keys: the configured pair, else the pair made once and kept (two instances agree on the first). */
export async function vapidKeys(db: Queryable, configured: VapidKeys | undefined, secret: string): Promise<VapidKeys> {
  if (configured) return configured;
  const sealer = sealerOf(secret);
  const made = webpush.generateVAPIDKeys();
  await rows(
    db,
    build
      .insertInto('site_keys')
      .values({ name: 'vapid', public_key: made.publicKey, private_key: sealer.seal('vapid', made.privateKey) })
      .onConflict((c) => c.doNothing()),
  );
  const kept = await first(
    db,
    build.selectFrom('site_keys').select(['public_key', 'private_key']).where('name', '=', 'vapid'),
  );
  try {
    return { publicKey: kept!.public_key, privateKey: sealer.open('vapid', kept!.private_key) };
  } catch {
    // Sealed under another AUTH_SECRET: a new pair, and the browsers subscribed with the old key go
    // (a push service refuses a push signed with another key than the one subscribed with).
    await rows(
      db,
      build.deleteFrom('site_keys').where('name', '=', 'vapid').where('private_key', '=', kept!.private_key),
    );
    await rows(db, build.deleteFrom('push_subscriptions'));
    return vapidKeys(db, configured, secret);
  }
}

/**
 * Who sends (the JWT's `sub`, RFC 8292): the site's https address, or else the mail sender's address
 * (a push service may write to it about a problem).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Sends with web-push; in production only to public addresses, looked up again at each connection.
 * A failure before any answer (no connection, a timeout) is 0, and told to `failed`.
 */
export function webPushSender(
  keys: VapidKeys,
  subject: string,
  production: boolean,
  failed: (error: unknown) => void = () => undefined,
): PushSend {
  const agent = production ? new Agent({ lookup: publicOnlyLookup, keepAlive: true }) : new Agent({ keepAlive: true });
  return async (subscription, payload) => {
    try {
      const sent = await webpush.sendNotification(subscription, payload, {
        TTL: PUSH_TTL_SECONDS,
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        agent,
      });
      return sent.statusCode;
    } catch (error) {
      if (error instanceof webpush.WebPushError) return error.statusCode;
      failed(error);
      return 0;
    }
  };
}

export function pushSubscriptions(secret: string, production: boolean) {
  const sealer = sealerOf(secret);
  return {
    /** Keeps a browser's subscription for the person (a browser's endpoint moves to whoever subscribes it last). */
    async subscribe(tx: Queryable, userId: number, input: PushSubscriptionInput): Promise<void> {
      const url = new URL(input.endpoint);
      if (production && (!['', '443'].includes(url.port) || !(await reachesOnlyPublic(input.endpoint))))
        throw fieldError('endpoint', WATCHING.push.badEndpoint);
      // One person's browsers are counted one request at a time.
      await rows(tx, build.selectFrom('users').select('id').where('id', '=', userId).forUpdate());
      const held = await first(
        tx,
        build
          .selectFrom('push_subscriptions')
          .select([
            sql<number>`count(*)::int`.as('n'),
            sql<boolean | null>`bool_or(endpoint = ${input.endpoint})`.as('again'),
          ])
          .where('user_id', '=', userId),
      );
      if (!held?.again && (held?.n ?? 0) >= PUSH_SUBSCRIPTIONS_MAX) throw fieldError('endpoint', WATCHING.push.tooMany);
      // A browser another person turned push on in before: what was queued for them is not sent to it.
      await rows(
        tx,
        compiled(sql`DELETE FROM push_deliveries d USING push_subscriptions s
          WHERE d.subscription_id = s.id AND s.endpoint = ${input.endpoint} AND s.user_id <> ${userId}`),
      );
      const values = {
        user_id: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: sealer.seal(input.endpoint, input.keys.auth),
      };
      await rows(
        tx,
        build
          .insertInto('push_subscriptions')
          .values(values)
          .onConflict((c) =>
            c.column('endpoint').doUpdateSet({ user_id: userId, p256dh: values.p256dh, auth: values.auth }),
          ),
      );
    },

    /** The browsers the person turned push on in, newest first. */
    held(db: Queryable, userId: number): Promise<PushSubscriptionHeld[]> {
      return rows(
        db,
        build
          .selectFrom('push_subscriptions')
          .select(['endpoint', 'created_date as since'])
          .where('user_id', '=', userId)
          .orderBy('id', 'desc'),
      );
    },

    async unsubscribe(db: Queryable, userId: number, endpoint: string): Promise<void> {
      const removed = await rows(
        db,
        build
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', userId)
          .where('endpoint', '=', endpoint)
          .returning('id'),
      );
      if (removed.length === 0) throw notFound(WATCHING.push.noSuchSubscription);
    },

    /** Queues a delivery of each new notification to each browser of a person who wants its type pushed. */
    async queue(db: Queryable): Promise<number> {
      // SQL text: a data-modifying WITH, claiming a locked, skipped batch, and the choice read from JSON.
      const queued = await rows(
        db,
        compiled(sql<{ id: number }>`WITH due AS (
            SELECT id FROM notifications WHERE pushed_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
          ), claimed AS (
            UPDATE notifications n SET pushed_at = now() FROM due WHERE n.id = due.id RETURNING n.id, n.user_id, n.type
          )
          INSERT INTO push_deliveries (notification_id, subscription_id)
          SELECT c.id, s.id FROM claimed c
            JOIN notification_settings ns ON ns.user_id = c.user_id AND ns.push ->> c.type = 'true'
            JOIN push_subscriptions s ON s.user_id = c.user_id
            JOIN users u ON u.id = c.user_id AND u.enabled
          RETURNING id`),
      );
      return queued.length;
    },

    /** Sends the deliveries that are due; answers how many reached their push service. */
    deliver: (db: Database, send: PushSend, publicUrl: string) => deliverPushes(db, sealer, send, publicUrl),
  };
}
export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;

interface Claimed {
  id: string;
  attempts: number;
  type: string;
  kind: string;
  entryId: number;
  title: string;
  details: unknown;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends the deliveries that are due, all of a batch at once (each within SEND_TIMEOUT_MS, well inside
 * its claim of CLAIM_SECONDS); answers how many reached their push service. A delivery is sent only to
 * a browser its notification's person still holds.
 */
async function deliverPushes(db: Database, sealer: Sealer, send: PushSend, publicUrl: string): Promise<number> {
  // SQL text: the UPDATE … FROM a locked, skipped batch claims each for CLAIM_SECONDS.
  const claimed = await rows(
    db,
    compiled(sql<Claimed>`WITH due AS (
          SELECT id FROM push_deliveries WHERE due_at <= now() ORDER BY due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
        )
        UPDATE push_deliveries d SET attempts = d.attempts + 1,
          due_at = now() + make_interval(secs => ${CLAIM_SECONDS})
        FROM due, notifications n, push_subscriptions s
        WHERE d.id = due.id AND n.id = d.notification_id AND s.id = d.subscription_id AND s.user_id = n.user_id
        RETURNING d.id::text AS id, d.attempts, n.type, n.entry_kind AS kind, n.entry_id AS "entryId", n.title,
          n.details, s.id AS "subscriptionId", s.endpoint, s.p256dh, s.auth`),
  );
  const outcomes = await Promise.all(claimed.map((d) => deliverOne(db, sealer, send, publicUrl, d)));
  return outcomes.filter(Boolean).length;
}

/** Sends one claimed delivery and settles it: gone when sent or given up, else due again later. */
async function deliverOne(
  db: Database,
  sealer: Sealer,
  send: PushSend,
  publicUrl: string,
  d: Claimed,
): Promise<boolean> {
  // Each write names the attempt it settles: a claim that ran out and was taken again is not undone.
  // A bigserial id, read as text so that it never outgrows a JavaScript number.
  const id = sql<number>`${d.id}::bigint`;
  const settle = () =>
    rows(db, build.deleteFrom('push_deliveries').where('id', '=', id).where('attempts', '=', d.attempts));
  let status = 0;
  try {
    if (!isNotificationType(d.type) || !isEntryKind(d.kind)) {
      await settle();
      return false;
    }
    const payload: PushPayload = {
      type: d.type,
      title: d.title,
      text: notificationText(d.type, d.kind, notificationDetails.parse(d.details)),
      url: new URL(suggestionPaths.entry(d.kind, d.entryId), publicUrl).href,
    };
    const keys = { p256dh: d.p256dh, auth: sealer.open(d.endpoint, d.auth) };
    status = await send({ endpoint: d.endpoint, keys }, JSON.stringify(payload));
  } catch {
    // A secret that no longer opens (AUTH_SECRET changed): this browser cannot be pushed to again.
    await rows(db, build.deleteFrom('push_subscriptions').where('id', '=', d.subscriptionId));
    return false;
  }
  if (status >= 200 && status < 300) {
    await settle();
    return true;
  }
  if (status === 404 || status === 410) {
    // The browser is gone: its subscription goes, and its deliveries with it.
    await rows(db, build.deleteFrom('push_subscriptions').where('id', '=', d.subscriptionId));
  } else if (d.attempts >= ATTEMPTS) {
    await settle();
  } else {
    const wait = FIRST_RETRY_SECONDS * 4 ** (d.attempts - 1);
    await rows(
      db,
      build
        .updateTable('push_deliveries')
        .set({ due_at: sql<string>`now() + make_interval(secs => ${wait})` })
        .where('id', '=', id)
        .where('attempts', '=', d.attempts),
    );
  }
  return false;
}

/**
 * Web Push as the API runs it: the subscriptions, the VAPID keys (made or read once; a failure, the
 * database away, is tried again at the next use), and the round the maintenance runs: queue, then send.
 */
export function webPush(
  db: Database,
  config: { vapid: VapidKeys | undefined; publicUrl: string; mailFrom: string; production: boolean },
  secret: string,
  failed: (error: unknown) => void,
) {
  const subscriptions = pushSubscriptions(secret, config.production);
  let kept: Promise<VapidKeys> | undefined;
  const keys = () =>
    (kept ??= vapidKeys(db, config.vapid, secret).catch((error: unknown) => {
      kept = undefined;
      throw error;
    }));
  let send: PushSend | undefined;
  const round = async () => {
    await subscriptions.queue(db);
    send ??= webPushSender(await keys(), vapidSubject(config.publicUrl, config.mailFrom), config.production, failed);
    return subscriptions.deliver(db, send, config.publicUrl);
  };
  return { subscriptions, keys, round };
}
