-- Mail to one address is throttled per purpose (a minute between messages, a daily cap): one row
-- per (SHA-256 of the normalised address, purpose), claimed by a single upsert so concurrent
-- requests cannot both pass. Outbox bodies are sealed under a key derived from AUTH_SECRET (which
-- is not in the database) and dropped once sent; each message names the account it is for, so the
-- account's deletion takes its mail along.
CREATE TABLE mail_throttle (
  address_hash text NOT NULL,
  purpose text NOT NULL,
  last_sent_at timestamptz NOT NULL,
  day_started_at timestamptz NOT NULL,
  sent_that_day integer NOT NULL,
  PRIMARY KEY (address_hash, purpose)
);
CREATE INDEX mail_throttle_day_idx ON mail_throttle (day_started_at);

ALTER TABLE mail_outbox
  ALTER COLUMN body DROP NOT NULL,
  ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX mail_outbox_user_idx ON mail_outbox (user_id);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address));

-- Bodies written before sealing are plain text (reset links among them): a sent one is no longer
-- needed, and an unsent one is dropped rather than kept readable.
UPDATE mail_outbox SET body = NULL WHERE sent_at IS NOT NULL;
DELETE FROM mail_outbox WHERE sent_at IS NULL;
