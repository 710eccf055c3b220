/**
 * Outgoing mail. Every message goes into mail_outbox in the caller's transaction; with SMTP_URL a
 * worker delivers what is due, retrying a failed send with growing waits and keeping its last
 * error. Without SMTP_URL the outbox is where mail stays (development and tests read it there).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  /** Queues the message (in `db`'s transaction, if it is one); delivery follows shortly. */
  send(db: Queryable, mail: Mail): Promise<void>;
  /** Delivers the messages that are due; answers how many went out. */
  deliverDue(db: Queryable): Promise<number>;
}

/** Tries before a message is given up (its row stays, with the last error, until pruned). */
export const MAIL_ATTEMPTS_MAX = 8;
/** Wait before try n+1: 30 s, 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);
/** A claimed message is retried after this if its sender died mid-send. */
const CLAIM_SECONDS = 300;
const BATCH = 20;

export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger, onQueued: () => void = () => undefined): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const row = await one<{ id: number }>(db, 'INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id', [
        mail.to,
        mail.subject,
        mail.text,
      ]);
      if (!transport) log.info({ outboxId: row?.id, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      else onQueued();
    },

    async deliverDue(db) {
      if (!transport) return 0;
      // Claimed in one statement (several API instances never send the same message twice).
      const due = await db.query<{ id: number; to_address: string; subject: string; body: string; attempts: number }>(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
         WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $2
                      ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id, to_address, subject, body, attempts`,
        [CLAIM_SECONDS, MAIL_ATTEMPTS_MAX, BATCH],
      );
      let sent = 0;
      for (const mail of due) {
        try {
          await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.body });
          await db.query('UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [mail.id]);
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.query('UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1', [
            mail.id,
            message.slice(0, 1000),
            retryDelaySeconds(mail.attempts),
          ]);
          log.warn({ outboxId: mail.id, attempts: mail.attempts, err: error }, 'mail delivery failed; will retry');
        }
      }
      return sent;
    },
  };
}
