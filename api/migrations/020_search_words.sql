-- Search by words, through an inverted index. Each searchable kind keeps the distinct words of its
-- folded search text (`search_words`, split as domain `indexWords` splits: on ASCII spaces and
-- punctuation) in a GIN index, which answers "holds this word" or "holds one of these words" from
-- its posting lists, without reading a row. The trigram index it replaces answered every word by
-- intersecting the posting lists of its trigrams, each held by a large part of the table, and then
-- checked every candidate row: at a million entries a common word cost hundreds of milliseconds.
-- A word typed last is a prefix too: its completions come from the vocabulary (migration 019),
-- through `search_vocabulary_prefix_idx`.
-- A word of over 200 letters (domain INDEX_WORD_MAX) is left out: an index entry must fit a third
-- of a page, and a run of letters that long is no word anyone searches for. The vocabulary leaves
-- it out too (it had no bound: a description of 1,000 three-byte letters without a space could not
-- be saved, its word too long for the vocabulary's key).
CREATE FUNCTION ffc_search_words(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(t, E'[\\s!-/:-@\\[-`{-~]+') w WHERE w <> '' AND length(w) <= 200 $$;
-- The vocabulary keeps words of any length now (not only from 4 letters): a beginning's completions
-- come from it, and "clear ai" must find Clear Air. Short words are never a typo's candidates (a
-- typed word of 5 letters or more reaches only words of 4 or more). The short words of the entries
-- already there are counted in.
CREATE OR REPLACE FUNCTION ffc_vocabulary_words(t text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(t, E'[\\s!-/:-@\\[-`{-~]+') w WHERE length(w) BETWEEN 1 AND 200 AND w !~ '[0-9]' $$;
INSERT INTO search_vocabulary (kind, word, entries)
  SELECT k.kind, w, count(*)::int
  FROM (SELECT 'businesses' AS kind, search_text FROM businesses UNION ALL SELECT 'homes', search_text FROM homes
        UNION ALL SELECT 'socials', search_text FROM socials UNION ALL SELECT 'products', search_text FROM products) k
  CROSS JOIN LATERAL ffc_vocabulary_words(k.search_text) w
  WHERE length(w) < 4
  GROUP BY k.kind, w;

DROP INDEX businesses_search_trgm_idx;
ALTER TABLE businesses ADD COLUMN search_words text[] GENERATED ALWAYS AS (
  ffc_search_words(ffc_fold(name || E'\n' || description || E'\n' || coalesce(city, '')))
) STORED;
CREATE INDEX businesses_search_words_idx ON businesses USING gin (search_words);

DROP INDEX homes_search_trgm_idx;
ALTER TABLE homes ADD COLUMN search_words text[] GENERATED ALWAYS AS (
  ffc_search_words(ffc_fold(name || E'\n' || description || E'\n' || city))
) STORED;
CREATE INDEX homes_search_words_idx ON homes USING gin (search_words);

DROP INDEX socials_search_trgm_idx;
ALTER TABLE socials ADD COLUMN search_words text[] GENERATED ALWAYS AS (
  ffc_search_words(ffc_fold(name || E'\n' || description || E'\n' || coalesce(city, '')))
) STORED;
CREATE INDEX socials_search_words_idx ON socials USING gin (search_words);

-- Products search their company's name too: the words follow the search text, set by its trigger.
DROP INDEX products_search_trgm_idx;
ALTER TABLE products ADD COLUMN search_words text[];
CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := ffc_fold(NEW.name || E'\n' || NEW.description || E'\n'
    || coalesce((SELECT c.name FROM companies c WHERE c.id = NEW.company_id), ''));
  NEW.search_words := ffc_search_words(NEW.search_text);
  RETURN NEW;
END
$$;
UPDATE products SET company_id = company_id;
CREATE INDEX products_search_words_idx ON products USING gin (search_words);

-- Support tickets (searched by moderators) by words too, with a vocabulary of their own for
-- completions and typos. Their words are never suggested: suggestions are of the public kinds.
DROP INDEX support_tickets_search_trgm_idx;
ALTER TABLE support_tickets ADD COLUMN search_words text[] GENERATED ALWAYS AS (
  ffc_search_words(ffc_fold(name || E'\n' || coalesce(description, '')))
) STORED;
CREATE INDEX support_tickets_search_words_idx ON support_tickets USING gin (search_words);
CREATE TRIGGER support_tickets_vocabulary_added AFTER INSERT ON support_tickets REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_added();
CREATE TRIGGER support_tickets_vocabulary_removed AFTER DELETE ON support_tickets REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ffc_vocabulary_removed();
CREATE TRIGGER support_tickets_vocabulary_changed AFTER UPDATE ON support_tickets FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION ffc_vocabulary_changed();
INSERT INTO search_vocabulary (kind, word, entries)
  SELECT 'support_tickets', w, count(*)::int FROM support_tickets t CROSS JOIN LATERAL ffc_vocabulary_words(t.search_text) w GROUP BY w;

-- A typed beginning's completions: the vocabulary's words that start with it.
CREATE INDEX search_vocabulary_prefix_idx ON search_vocabulary (word text_pattern_ops);

ANALYZE businesses;
ANALYZE homes;
ANALYZE socials;
ANALYZE products;
ANALYZE support_tickets;
ANALYZE search_vocabulary;
