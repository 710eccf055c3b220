-- Background rounds that must cover time without gaps or repeats: how far each has got (the stale
-- round: the accommodations whose last confirmation went stale up to `done_until` were told).
CREATE TABLE job_marks (
  name text PRIMARY KEY,
  done_until timestamptz NOT NULL
);
-- The stale round looks for the confirmations that were last made a stale age ago.
CREATE INDEX accommodation_checks_confirmed_idx ON accommodation_checks (created_date) WHERE holds;

-- A notification whose mail the throttle held back is mailed once this time has passed.
ALTER TABLE notifications ADD COLUMN mail_due_at timestamptz;
