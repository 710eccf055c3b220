-- My places (domain `myPlaces.ts`): each person's lists of saved entries, private to them. A list
-- shared by link keeps only the link token's SHA-256 (the link itself is shown once, when made).
CREATE TABLE user_lists (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- 'safe' or 'try' for the built-in lists, made the first time the person looks; null for their own.
  builtin text,
  share_token_hash text,
  shared_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_lists_name_idx ON user_lists (user_id, lower(name));
CREATE UNIQUE INDEX user_lists_builtin_idx ON user_lists (user_id, builtin) WHERE builtin IS NOT NULL;
CREATE UNIQUE INDEX user_lists_share_idx ON user_lists (share_token_hash) WHERE share_token_hash IS NOT NULL;

-- An entry saved to a list, named by kind and id as checks and reports name it; it leaves every
-- list when the entry is deleted (the entry's delete removes these rows in its transaction).
CREATE TABLE user_list_entries (
  list_id integer NOT NULL REFERENCES user_lists (id) ON DELETE CASCADE,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, entry_kind, entry_id)
);
CREATE INDEX user_list_entries_entry_idx ON user_list_entries (entry_kind, entry_id);
