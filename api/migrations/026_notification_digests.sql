-- When each person's last daily and weekly digest went out (or was found empty): the next covers
-- what came since. Claimed by one upsert, so two API instances never send the same digest.
CREATE TABLE notification_digests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cadence text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, cadence)
);
-- The digest round reads the last days' notifications.
CREATE INDEX notifications_created_idx ON notifications (created_date);
