-- Watching places (domain `watching.ts`): the places a person watches, and the notifications each
-- change to a watched place leaves them, written with the change in its transaction. Both go with the
-- person's account; an entry's go with the entry (its delete removes them in its transaction).
CREATE TABLE watches (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entry_kind, entry_id)
);
-- Who watches a place: the fan-out of each change reads this.
CREATE INDEX watches_entry_idx ON watches (entry_kind, entry_id);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  -- The place's name when it changed, and what changed (the accommodations' states, the closing).
  title text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  created_date timestamptz NOT NULL DEFAULT now(),
  read_date timestamptz
);
-- A person's notifications newest first, and their unread count.
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_date IS NULL;
CREATE INDEX notifications_entry_idx ON notifications (entry_kind, entry_id);
