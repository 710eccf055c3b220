/** Outgoing mail: every message is kept in mail_outbox; with SMTP_URL it is also delivered. */
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
  send(db: Queryable, mail: Mail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, mail) {
      const row = await one<{ id: number }>(
        db,
        'INSERT INTO mail_outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id',
        [mail.to, mail.subject, mail.text],
      );
      if (!transport) {
        log.info({ outboxId: row?.id, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [row?.id]);
      } catch (error) {
        // The outbox row stays unsent; the caller's action has still happened.
        log.error({ err: error, outboxId: row?.id }, 'mail delivery failed');
      }
    },
  };
}
