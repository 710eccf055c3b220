-- A broad word's best matches first, at once. A search for one word that thousands of entries hold
-- ("cafe") is answered in its order without collecting its matches: best match first means the
-- entries whose name holds the word, by name, then the others. The GIN word index (migration 020)
-- knows which entries hold a word but not in which order, and the name index walked until ten rows
-- hold it read eleven thousand rows at a million entries: most cafés are named "... Cafe", which
-- sorts late, while names from "A" on merely mention one.
-- So each entry's name words are kept as postings in name order: (kind, word, name, id), a btree
-- whose range for one word is that word's entries by name. Kept by triggers: per statement on
-- insert and delete (a bulk insert adds its postings in one statement), per row when a name changes.
CREATE TABLE entry_name_words (
  kind text NOT NULL,
  word text NOT NULL,
  name text NOT NULL,
  id integer NOT NULL,
  PRIMARY KEY (kind, word, name, id)
);
-- An entry's own postings: replaced when its name changes, removed with it, and "is this word in
-- its name" for the entries after the named ones.
CREATE INDEX entry_name_words_entry_idx ON entry_name_words (kind, id, word);

-- The words of a name, as `search_words` splits them (migration 020): folded, each once.
CREATE FUNCTION ffc_name_words(name text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ffc_search_words(ffc_fold(name)) $$;

CREATE FUNCTION ffc_name_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_name_words (kind, word, name, id)
    SELECT TG_TABLE_NAME, w, a.name, a.id FROM added a CROSS JOIN LATERAL unnest(ffc_name_words(a.name)) w;
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_name_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entry_name_words n USING removed r WHERE n.kind = TG_TABLE_NAME AND n.id = r.id;
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_name_words_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entry_name_words WHERE kind = TG_TABLE_NAME AND id = OLD.id;
  INSERT INTO entry_name_words (kind, word, name, id) SELECT TG_TABLE_NAME, w, NEW.name, NEW.id FROM unnest(ffc_name_words(NEW.name)) w;
  RETURN NULL;
END
$$;

DO $$
DECLARE kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['businesses', 'homes', 'socials', 'products'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_name_words_added()', kind || '_name_words_added', kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_name_words_removed()', kind || '_name_words_removed', kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION ffc_name_words_renamed()', kind || '_name_words_renamed', kind);
  END LOOP;
END
$$;

INSERT INTO entry_name_words (kind, word, name, id)
  SELECT k.kind, w, k.name, k.id
  FROM (SELECT 'businesses' AS kind, name, id FROM businesses UNION ALL SELECT 'homes', name, id FROM homes
        UNION ALL SELECT 'socials', name, id FROM socials UNION ALL SELECT 'products', name, id FROM products) k
  CROSS JOIN LATERAL unnest(ffc_name_words(k.name)) w;

ANALYZE entry_name_words;
