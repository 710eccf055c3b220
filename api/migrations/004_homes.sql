-- Rental homes and their reviews, on the businesses' pattern (see 003_businesses.sql).
CREATE TABLE homes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  home_type_id integer NOT NULL REFERENCES home_types (id),
  people double precision,
  bedrooms double precision,
  bathrooms double precision,
  pets_allowed boolean NOT NULL DEFAULT false,
  address1 text,
  address2 text,
  city text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  country_id integer NOT NULL REFERENCES countries (id),
  postal_code text,
  phone_number text,
  email text,
  website text,
  policy boolean NOT NULL DEFAULT false,
  policy_description text,
  latitude double precision,
  longitude double precision,
  review_count integer NOT NULL DEFAULT 0,
  rating double precision,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    lower(name || E'\n' || description || E'\n' || city)
  ) STORED
);
CREATE INDEX homes_name_idx ON homes (name, id);
CREATE INDEX homes_type_name_idx ON homes (home_type_id, name, id);
CREATE INDEX homes_country_name_idx ON homes (country_id, name, id);
CREATE INDEX homes_state_name_idx ON homes (state_id, name, id);
CREATE INDEX homes_type_country_name_idx ON homes (home_type_id, country_id, name, id);
CREATE INDEX homes_type_state_name_idx ON homes (home_type_id, state_id, name, id);
CREATE INDEX homes_search_trgm_idx ON homes USING gin (search_text gin_trgm_ops);
CREATE INDEX homes_created_by_idx ON homes (created_by_id);

CREATE TABLE home_reviews (
  id serial PRIMARY KEY,
  home_id integer NOT NULL REFERENCES homes (id) ON DELETE CASCADE,
  name text NOT NULL,
  comment text,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (home_id, created_by_id)
);
CREATE INDEX home_reviews_list_idx ON home_reviews (home_id, created_date DESC, id DESC);
CREATE INDEX home_reviews_created_by_idx ON home_reviews (created_by_id);

CREATE OR REPLACE VIEW entry_countries AS
  SELECT c.id AS country_id FROM countries c
  WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.country_id = c.id)
     OR EXISTS (SELECT 1 FROM homes h WHERE h.country_id = c.id);
