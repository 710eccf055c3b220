-- Where and how far, and the orders of a list (issue 14). Each located entry keeps its position as
-- a point on the earth (earthdistance's cube), indexed with GiST: "within 25 km" is an index
-- containment (earth_box) and "nearest first" an index-ordered scan (<->, chord distance, which
-- orders as the great-circle one does). The orders by rating, by reviews and newest first have an
-- index each, so their first pages are read from it at any size.
CREATE EXTENSION IF NOT EXISTS cube SCHEMA public;
CREATE EXTENSION IF NOT EXISTS earthdistance SCHEMA public;

-- ll_to_earth with every name qualified: a generated column is also computed where the search path
-- is empty (a restore), and the extension's own function finds earth() through the search path.
CREATE FUNCTION ffc_earth(lat double precision, lng double precision) RETURNS public.cube
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.cube(public.cube(public.cube(public.earth() * cos(radians(lat)) * cos(radians(lng))),
                                        public.earth() * cos(radians(lat)) * sin(radians(lng))),
                           public.earth() * sin(radians(lat))) $$;

ALTER TABLE businesses ADD COLUMN earth public.cube GENERATED ALWAYS AS (ffc_earth(latitude, longitude)) STORED;
CREATE INDEX businesses_earth_idx ON businesses USING gist (earth);
CREATE INDEX businesses_rating_idx ON businesses (rating DESC NULLS LAST, review_count DESC, name, id);
CREATE INDEX businesses_reviews_idx ON businesses (review_count DESC, rating DESC NULLS LAST, name, id);
CREATE INDEX businesses_newest_idx ON businesses (created_date DESC, id DESC);

ALTER TABLE homes ADD COLUMN earth public.cube GENERATED ALWAYS AS (ffc_earth(latitude, longitude)) STORED;
CREATE INDEX homes_earth_idx ON homes USING gist (earth);
CREATE INDEX homes_rating_idx ON homes (rating DESC NULLS LAST, review_count DESC, name, id);
CREATE INDEX homes_reviews_idx ON homes (review_count DESC, rating DESC NULLS LAST, name, id);
CREATE INDEX homes_newest_idx ON homes (created_date DESC, id DESC);

CREATE INDEX products_rating_idx ON products (rating DESC NULLS LAST, review_count DESC, name, id);
CREATE INDEX products_reviews_idx ON products (review_count DESC, rating DESC NULLS LAST, name, id);
CREATE INDEX products_newest_idx ON products (created_date DESC, id DESC);

ALTER TABLE socials ADD COLUMN earth public.cube GENERATED ALWAYS AS (ffc_earth(latitude, longitude)) STORED;
CREATE INDEX socials_earth_idx ON socials USING gist (earth);
CREATE INDEX socials_newest_idx ON socials (created_date DESC, id DESC);
