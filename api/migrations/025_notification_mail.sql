-- How each person hears about the places they watch (domain `notificationSettings`): mail per type
-- (at once, daily, weekly or off; a type left out takes its default), push per type, their time
-- zone, and whether Safe for me counts as watched. A person with no row has the defaults.
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email jsonb NOT NULL DEFAULT '{}',
  push jsonb NOT NULL DEFAULT '{}',
  time_zone text NOT NULL DEFAULT 'UTC',
  watch_safe_for_me boolean NOT NULL DEFAULT true,
  modified_date timestamptz NOT NULL DEFAULT now()
);

-- When a notification's mail was settled (sent at once, or not to be mailed at once); the mail job
-- claims the ones still open.
ALTER TABLE notifications ADD COLUMN mailed_at timestamptz;
CREATE INDEX notifications_unmailed_idx ON notifications (id) WHERE mailed_at IS NULL;

-- A message's extra headers (List-Unsubscribe and the like), sealed as its body is.
ALTER TABLE mail_outbox ADD COLUMN headers text;
