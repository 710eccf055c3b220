-- People own their accounts and moderators keep the community safe (issue 15): accounts can be
-- disabled, a logged-out person can choose a new password through a mailed single-use link (only
-- its SHA-256 is kept), and the moderation log records who did what to whose content.
ALTER TABLE users ADD COLUMN enabled boolean NOT NULL DEFAULT true;

CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at DESC);

-- The actor's username is kept beside the id: the log still says who it was after that account
-- is deleted.
CREATE TABLE moderation_log (
  id bigserial PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_username text,
  action text NOT NULL,
  target_kind text NOT NULL,
  target_id integer NOT NULL,
  target_name text,
  detail text,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_log_created_idx ON moderation_log (created_date DESC, id DESC);
CREATE INDEX moderation_log_actor_idx ON moderation_log (actor_id);
