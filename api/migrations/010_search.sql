-- Search that finds what people mean: accents and case folded away (ffc_fold), every word matched
-- by trigram word similarity (small typos forgiven) on one GIN index per kind. Products search
-- their company's name too, kept in step by triggers (a generated column cannot read another table).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

CREATE FUNCTION ffc_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;

DROP INDEX businesses_search_trgm_idx;
ALTER TABLE businesses DROP COLUMN search_text;
ALTER TABLE businesses ADD COLUMN search_text text GENERATED ALWAYS AS (
  ffc_fold(name || E'\n' || description || E'\n' || coalesce(city, ''))
) STORED;
CREATE INDEX businesses_search_trgm_idx ON businesses USING gin (search_text gin_trgm_ops);

DROP INDEX homes_search_trgm_idx;
ALTER TABLE homes DROP COLUMN search_text;
ALTER TABLE homes ADD COLUMN search_text text GENERATED ALWAYS AS (
  ffc_fold(name || E'\n' || description || E'\n' || city)
) STORED;
CREATE INDEX homes_search_trgm_idx ON homes USING gin (search_text gin_trgm_ops);

DROP INDEX socials_search_trgm_idx;
ALTER TABLE socials DROP COLUMN search_text;
ALTER TABLE socials ADD COLUMN search_text text GENERATED ALWAYS AS (
  ffc_fold(name || E'\n' || description || E'\n' || coalesce(city, ''))
) STORED;
CREATE INDEX socials_search_trgm_idx ON socials USING gin (search_text gin_trgm_ops);

DROP INDEX support_tickets_search_trgm_idx;
ALTER TABLE support_tickets DROP COLUMN search_text;
ALTER TABLE support_tickets ADD COLUMN search_text text GENERATED ALWAYS AS (
  ffc_fold(name || E'\n' || coalesce(description, ''))
) STORED;
CREATE INDEX support_tickets_search_trgm_idx ON support_tickets USING gin (search_text gin_trgm_ops);

DROP INDEX products_search_trgm_idx;
ALTER TABLE products DROP COLUMN search_text;
ALTER TABLE products ADD COLUMN search_text text;

CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := ffc_fold(NEW.name || E'\n' || NEW.description || E'\n'
    || coalesce((SELECT c.name FROM companies c WHERE c.id = NEW.company_id), ''));
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE OF name, description, company_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_text();

CREATE FUNCTION companies_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_renamed AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_renamed();

UPDATE products SET company_id = company_id;
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
