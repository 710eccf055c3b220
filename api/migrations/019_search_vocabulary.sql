-- Typo-tolerant search and suggestions. A vocabulary of the distinct folded words of each kind's
-- search text (domain `vocabularyWords`: 4 letters or more, no digits), with how many entries hold
-- each, and the places (cities) that have entries of a kind. A typed word's corrections are found
-- in the vocabulary (trigram index, then an edit-distance check), never by comparing it with every
-- entry. Kept up to date by triggers: per statement on insert and delete (a bulk insert adds its
-- words in one aggregate), per row on the rare update that changes the search text.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch SCHEMA public;

CREATE TABLE search_vocabulary (
  kind text NOT NULL,
  word text NOT NULL,
  entries integer NOT NULL,
  -- The word first: a kind holds most of the vocabulary, so an index led by the kind would look
  -- like a cheap way to read it all, and the planner would check every word rather than probe the
  -- trigram index.
  PRIMARY KEY (word, kind)
);

-- One row per folded city name of a kind (the same town in two states is one place: its list is
-- searched by the name). `city` is how it was first written.
CREATE TABLE search_places (
  kind text NOT NULL,
  folded text NOT NULL,
  city text NOT NULL,
  entries integer NOT NULL,
  PRIMARY KEY (folded, kind)
);

-- The vocabulary words of a folded search text, each once. Split on ASCII spaces and punctuation,
-- as domain `vocabularyWords` does, so both engines split the same whatever their locale.
CREATE FUNCTION ffc_vocabulary_words(t text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(t, E'[\\s!-/:-@\\[-`{-~]+') w WHERE length(w) >= 4 AND w !~ '[0-9]' $$;

-- Words close to a typed (folded) word: the trigram index finds candidates at the session's
-- similarity threshold, 0.1 (set on every connection: `TRIGRAM_THRESHOLD` in api/src/db/database.ts),
-- low enough to keep nearly every word within the budget (two edits of a word of 9 letters or more
-- leave a similarity of 0.1 or more for nearly all); one edit of a word of 5 letters or more leaves
-- 0.18 or more, which cuts the candidates of a one-edit budget. Then length and a Levenshtein bound
-- cut them (a swap is two Levenshtein edits); the exact count, a swap as one edit, is the domain's
-- `editDistance`. The kind stays outside the fenced candidates (OFFSET 0): a kind holds most of the
-- vocabulary, and reading all of its words through the key is no cheaper than a scan. No setting is
-- changed inside the function. PostgreSQL only: on PGlite, pg_trgm's similarity code at times traps,
-- and the API reads the (small) vocabulary there without it (api/src/entries/vocabulary.ts).
CREATE FUNCTION ffc_vocabulary_near(p_kind text, p_word text, p_budget integer)
  RETURNS TABLE (word text, entries integer)
  LANGUAGE sql STABLE
  AS $$
    SELECT c.word, c.entries FROM (SELECT v.word, v.kind, v.entries FROM search_vocabulary v WHERE v.word % p_word OFFSET 0) c
    WHERE c.kind = p_kind AND c.entries > 0
      AND (p_budget >= 2 OR similarity(c.word, p_word) >= 0.18)
      -- The length first (CASE keeps the order): the edit distance refuses words of over 255 letters.
      AND CASE WHEN length(c.word) BETWEEN length(p_word) - p_budget AND length(p_word) + p_budget
        THEN levenshtein_less_equal(c.word, p_word, 2 * p_budget) <= 2 * p_budget ELSE false END
  $$;

-- Statement triggers: the kind is the table's name; `added` and `removed` are the transition tables.
CREATE FUNCTION ffc_vocabulary_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary AS v (kind, word, entries)
    SELECT TG_TABLE_NAME, w, count(*)::int FROM added a CROSS JOIN LATERAL ffc_vocabulary_words(a.search_text) w GROUP BY w ORDER BY w
  ON CONFLICT (word, kind) DO UPDATE SET entries = v.entries + EXCLUDED.entries;
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_vocabulary_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  -- A row is changed once per statement: the words counted down to none are deleted by the next.
  WITH gone AS (
    SELECT w, count(*)::int AS n FROM removed r CROSS JOIN LATERAL ffc_vocabulary_words(r.search_text) w GROUP BY w
  ), counted AS (
    UPDATE search_vocabulary v SET entries = v.entries - gone.n FROM gone
    WHERE v.kind = TG_TABLE_NAME AND v.word = gone.w RETURNING v.word, v.entries
  )
  SELECT array_agg(word) INTO emptied FROM counted WHERE entries <= 0;
  DELETE FROM search_vocabulary WHERE kind = TG_TABLE_NAME AND word = ANY (emptied);
  RETURN NULL;
END
$$;

-- A changed search text: its words that left lose one entry, its new words gain one.
CREATE FUNCTION ffc_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH gone AS (
    SELECT ffc_vocabulary_words(OLD.search_text) AS w EXCEPT SELECT ffc_vocabulary_words(NEW.search_text)
  ), counted AS (
    UPDATE search_vocabulary v SET entries = v.entries - 1 FROM gone
    WHERE v.kind = TG_TABLE_NAME AND v.word = gone.w RETURNING v.word, v.entries
  )
  SELECT array_agg(word) INTO emptied FROM counted WHERE entries <= 0;
  DELETE FROM search_vocabulary WHERE kind = TG_TABLE_NAME AND word = ANY (emptied);
  INSERT INTO search_vocabulary AS v (kind, word, entries)
    SELECT TG_TABLE_NAME, w, 1 FROM (SELECT ffc_vocabulary_words(NEW.search_text) AS w EXCEPT SELECT ffc_vocabulary_words(OLD.search_text)) n ORDER BY w
  ON CONFLICT (word, kind) DO UPDATE SET entries = v.entries + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_places_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_places AS p (kind, folded, city, entries)
    SELECT TG_TABLE_NAME, ffc_fold(a.city), min(a.city), count(*)::int FROM added a
    WHERE btrim(coalesce(a.city, '')) <> '' GROUP BY ffc_fold(a.city) ORDER BY 2
  ON CONFLICT (folded, kind) DO UPDATE SET entries = p.entries + EXCLUDED.entries;
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_places_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH gone AS (
    SELECT ffc_fold(r.city) AS folded, count(*)::int AS n FROM removed r WHERE btrim(coalesce(r.city, '')) <> '' GROUP BY 1
  ), counted AS (
    UPDATE search_places p SET entries = p.entries - gone.n FROM gone
    WHERE p.kind = TG_TABLE_NAME AND p.folded = gone.folded RETURNING p.folded, p.entries
  )
  SELECT array_agg(folded) INTO emptied FROM counted WHERE entries <= 0;
  DELETE FROM search_places WHERE kind = TG_TABLE_NAME AND folded = ANY (emptied);
  RETURN NULL;
END
$$;

CREATE FUNCTION ffc_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF btrim(coalesce(OLD.city, '')) <> '' THEN
    UPDATE search_places SET entries = entries - 1 WHERE kind = TG_TABLE_NAME AND folded = ffc_fold(OLD.city);
    DELETE FROM search_places WHERE kind = TG_TABLE_NAME AND folded = ffc_fold(OLD.city) AND entries <= 0;
  END IF;
  IF btrim(coalesce(NEW.city, '')) <> '' THEN
    INSERT INTO search_places AS p (kind, folded, city, entries) VALUES (TG_TABLE_NAME, ffc_fold(NEW.city), NEW.city, 1)
    ON CONFLICT (folded, kind) DO UPDATE SET entries = p.entries + 1;
  END IF;
  RETURN NULL;
END
$$;

-- The triggers of each searchable kind; businesses, homes and socials have places too.
CREATE TRIGGER businesses_vocabulary_added AFTER INSERT ON businesses REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_added();
CREATE TRIGGER businesses_vocabulary_removed AFTER DELETE ON businesses REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_removed();
CREATE TRIGGER businesses_vocabulary_changed AFTER UPDATE ON businesses FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION ffc_vocabulary_changed();
CREATE TRIGGER businesses_places_added AFTER INSERT ON businesses REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_added();
CREATE TRIGGER businesses_places_removed AFTER DELETE ON businesses REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_removed();
CREATE TRIGGER businesses_places_changed AFTER UPDATE ON businesses FOR EACH ROW WHEN (ffc_fold(OLD.city) IS DISTINCT FROM ffc_fold(NEW.city)) EXECUTE FUNCTION ffc_places_changed();

CREATE TRIGGER homes_vocabulary_added AFTER INSERT ON homes REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_added();
CREATE TRIGGER homes_vocabulary_removed AFTER DELETE ON homes REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_removed();
CREATE TRIGGER homes_vocabulary_changed AFTER UPDATE ON homes FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION ffc_vocabulary_changed();
CREATE TRIGGER homes_places_added AFTER INSERT ON homes REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_added();
CREATE TRIGGER homes_places_removed AFTER DELETE ON homes REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_removed();
CREATE TRIGGER homes_places_changed AFTER UPDATE ON homes FOR EACH ROW WHEN (ffc_fold(OLD.city) IS DISTINCT FROM ffc_fold(NEW.city)) EXECUTE FUNCTION ffc_places_changed();

CREATE TRIGGER socials_vocabulary_added AFTER INSERT ON socials REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_added();
CREATE TRIGGER socials_vocabulary_removed AFTER DELETE ON socials REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_removed();
CREATE TRIGGER socials_vocabulary_changed AFTER UPDATE ON socials FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION ffc_vocabulary_changed();
CREATE TRIGGER socials_places_added AFTER INSERT ON socials REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_added();
CREATE TRIGGER socials_places_removed AFTER DELETE ON socials REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_places_removed();
CREATE TRIGGER socials_places_changed AFTER UPDATE ON socials FOR EACH ROW WHEN (ffc_fold(OLD.city) IS DISTINCT FROM ffc_fold(NEW.city)) EXECUTE FUNCTION ffc_places_changed();

CREATE TRIGGER products_vocabulary_added AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_added();
CREATE TRIGGER products_vocabulary_removed AFTER DELETE ON products REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_removed();
CREATE TRIGGER products_vocabulary_changed AFTER UPDATE ON products FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION ffc_vocabulary_changed();

-- The entries already there.
INSERT INTO search_vocabulary (kind, word, entries)
  SELECT k.kind, w, count(*)::int
  FROM (SELECT 'businesses' AS kind, search_text FROM businesses UNION ALL SELECT 'homes', search_text FROM homes
        UNION ALL SELECT 'socials', search_text FROM socials UNION ALL SELECT 'products', search_text FROM products) k
  CROSS JOIN LATERAL ffc_vocabulary_words(k.search_text) w
  GROUP BY k.kind, w;
INSERT INTO search_places (kind, folded, city, entries)
  SELECT k.kind, ffc_fold(k.city), min(k.city), count(*)::int
  FROM (SELECT 'businesses' AS kind, city FROM businesses UNION ALL SELECT 'homes', city FROM homes UNION ALL SELECT 'socials', city FROM socials) k
  WHERE btrim(coalesce(k.city, '')) <> ''
  GROUP BY k.kind, ffc_fold(k.city);
-- The trigram indexes after the fill: built at once, rather than through GIN's pending list.
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops);
CREATE INDEX search_places_trgm_idx ON search_places USING gin (folded gin_trgm_ops);
-- A city's beginning, for a word too short for trigrams ("po").
CREATE INDEX search_places_prefix_idx ON search_places (folded text_pattern_ops);
ANALYZE search_vocabulary;
ANALYZE search_places;
