-- One key per username for storage, lookup and login throttling: NFKC and case-folded, computed by
-- the API with domain's usernameKey. Existing rows get PostgreSQL's nearest equivalent once.
ALTER TABLE users ADD COLUMN username_key text;
UPDATE users SET username_key = lower(normalize(username, NFKC));
ALTER TABLE users ALTER COLUMN username_key SET NOT NULL;
DROP INDEX users_username_key;
CREATE UNIQUE INDEX users_username_key ON users (username_key);
