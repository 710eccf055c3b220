/**
 * Outgoing mail. Every message goes into mail_outbox in the caller's transaction, its body sealed
 * (sealed.ts); with SMTP_URL a worker delivers what is due, retrying a failed send with growing
 * waits and keeping its last error, and drops the body once sent. Without SMTP_URL the outbox is
 * where mail stays until pruned (development and tests read it there, through `open`).
 */
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';
import { createSealer } from './sealed.js';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The account the mail is about, when there is one: deleting the account deletes the mail. */
  readonly userId?: number | undefined;
  /** Extra headers (List-Unsubscribe and the like), kept sealed with the body. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  /** Queues the message (in `db`'s transaction, if it is one); delivery follows shortly. */
  send(db: Queryable, mail: Mail): Promise<void>;
  /** Delivers the messages that are due; answers how many went out. */
  deliverDue(db: Queryable): Promise<number>;
  /** The text of a queued message's sealed body (for developers and tests reading the outbox). */
  open(to: string, body: string): string;
}

/** What the mailer writes to the log: a line with its fields (Fastify's logger is one). */
export interface MailLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface MailerOptions {
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** AUTH_SECRET: the outbox's bodies are sealed under a key derived from it. */
  readonly secret: string;
  readonly log: MailLog;
  /** Without SMTP: also log each message's recipient and text (development: the reset link is there). */
  readonly logBodies?: boolean;
  /** Called after a message is queued for SMTP (the worker delivers soon instead of at its next tick). */
  readonly onQueued?: () => void;
}

/** A queued message's extra headers, read back from the outbox. */
const HEADERS = z.record(z.string(), z.string());

/** Tries before a message is given up (its row stays, with the last error, until pruned). */
export const MAIL_ATTEMPTS_MAX = 8;
/** Wait before try n+1: 30 s, 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);
/** A claimed message is retried after this if its sender died mid-send. */
const CLAIM_SECONDS = 300;
const BATCH = 20;

export function createMailer({
  smtpUrl,
  from,
  secret,
  log,
  logBodies = false,
  onQueued = () => undefined,
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const sealer = createSealer(secret);
  return {
    async send(db, mail) {
      const row = await first(
        db,
        build
          .insertInto('mail_outbox')
          .values({
            to_address: mail.to,
            subject: mail.subject,
            body: sealer.seal(mail.to, mail.text),
            user_id: mail.userId ?? null,
            headers: mail.headers ? sealer.seal(mail.to, JSON.stringify(mail.headers)) : null,
          })
          .returning('id'),
      );
      if (transport) onQueued();
      else if (logBodies)
        log.info(
          { outboxId: row?.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail kept in the outbox (no SMTP_URL); its text, for development',
        );
      else log.info({ outboxId: row?.id, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },

    open: (to, body) => sealer.open(to, body),

    async deliverDue(db) {
      if (!transport) return 0;
      // Claimed in one statement (several API instances never send the same message twice).
      const claimable = build
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', sql<string>`now()`)
        .where('attempts', '<', MAIL_ATTEMPTS_MAX)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked();
      const due = await rows(
        db,
        build
          .updateTable('mail_outbox')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            next_attempt_at: sql<string>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          }))
          .where('id', 'in', claimable)
          .returning(['id', 'to_address', 'subject', 'body', 'headers', 'attempts']),
      );
      let sent = 0;
      for (const mail of due) {
        try {
          if (mail.body === null) throw new Error('mail body is missing');
          await transport.sendMail({
            from,
            to: mail.to_address,
            subject: mail.subject,
            text: sealer.open(mail.to_address, mail.body),
            ...(mail.headers ? { headers: HEADERS.parse(JSON.parse(sealer.open(mail.to_address, mail.headers))) } : {}),
          });
          // Sent: the body (perhaps a reset link) has no reason to stay.
          await rows(
            db,
            build
              .updateTable('mail_outbox')
              .set({ sent_at: sql<string>`now()`, last_error: null, body: null, headers: null })
              .where('id', '=', mail.id),
          );
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt = sql<string>`now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})`;
          await rows(
            db,
            build
              .updateTable('mail_outbox')
              .set({ last_error: message.slice(0, 1000), next_attempt_at: retryAt })
              .where('id', '=', mail.id),
          );
          log.warn({ outboxId: mail.id, attempts: mail.attempts, err: error }, 'mail delivery failed; will retry');
        }
      }
      return sent;
    },
  };
}
