-- Businesses and their reviews. `review_count` and `rating` are kept exact by the API in the same
-- transaction as every review change; the indexes match each list filter plus the name order.
CREATE TABLE businesses (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  business_type_id integer NOT NULL REFERENCES business_types (id),
  address1 text,
  address2 text,
  city text,
  state_id integer REFERENCES states (id),
  country_id integer NOT NULL REFERENCES countries (id),
  postal_code text,
  phone_number text,
  email text,
  website text NOT NULL,
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
  -- What searchText matches: name, description and city, lower-cased, on one trigram index.
  search_text text GENERATED ALWAYS AS (
    lower(name || E'\n' || description || E'\n' || coalesce(city, ''))
  ) STORED
);
CREATE INDEX businesses_name_idx ON businesses (name, id);
CREATE INDEX businesses_type_name_idx ON businesses (business_type_id, name, id);
CREATE INDEX businesses_country_name_idx ON businesses (country_id, name, id);
CREATE INDEX businesses_state_name_idx ON businesses (state_id, name, id);
CREATE INDEX businesses_type_country_name_idx ON businesses (business_type_id, country_id, name, id);
CREATE INDEX businesses_type_state_name_idx ON businesses (business_type_id, state_id, name, id);
CREATE INDEX businesses_search_trgm_idx ON businesses USING gin (search_text gin_trgm_ops);
CREATE INDEX businesses_created_by_idx ON businesses (created_by_id);

CREATE TABLE business_reviews (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL,
  comment text,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, created_by_id)
);
CREATE INDEX business_reviews_list_idx ON business_reviews (business_id, created_date DESC, id DESC);
CREATE INDEX business_reviews_created_by_idx ON business_reviews (created_by_id);

-- One index probe per country, however many entries there are.
CREATE OR REPLACE VIEW entry_countries AS
  SELECT c.id AS country_id FROM countries c
  WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.country_id = c.id);
