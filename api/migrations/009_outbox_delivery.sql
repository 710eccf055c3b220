-- The outbox is delivered by a worker that retries with backoff and keeps the last error; sent
-- mail and long-expired refresh tokens are pruned, so these indexes find the due and the old.
ALTER TABLE mail_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);
