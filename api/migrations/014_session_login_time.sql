-- When a session's password was last proved: a login starts a session family and every rotation
-- carries the time on, so changing an email or a password can ask for a recent login (a stolen
-- session alone cannot take the account over).
ALTER TABLE refresh_tokens ADD COLUMN authenticated_at timestamptz;
UPDATE refresh_tokens SET authenticated_at = created_at;
ALTER TABLE refresh_tokens ALTER COLUMN authenticated_at SET NOT NULL;
