-- Social (meeting) groups. No reviews; otherwise on the entries' pattern.
CREATE TABLE socials (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  social_type_id integer NOT NULL REFERENCES social_types (id),
  frequency_type_id integer NOT NULL REFERENCES frequency_types (id),
  website text,
  contact_name text,
  phone_number text,
  email text,
  policy boolean NOT NULL DEFAULT false,
  policy_description text,
  address1 text,
  address2 text,
  city text,
  state_id integer REFERENCES states (id),
  country_id integer NOT NULL REFERENCES countries (id),
  postal_code text,
  active boolean NOT NULL DEFAULT true,
  latitude double precision,
  longitude double precision,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    lower(name || E'\n' || description || E'\n' || coalesce(city, ''))
  ) STORED
);
CREATE INDEX socials_name_idx ON socials (name, id);
CREATE INDEX socials_type_name_idx ON socials (social_type_id, name, id);
CREATE INDEX socials_country_name_idx ON socials (country_id, name, id);
CREATE INDEX socials_state_name_idx ON socials (state_id, name, id);
CREATE INDEX socials_type_country_name_idx ON socials (social_type_id, country_id, name, id);
CREATE INDEX socials_search_trgm_idx ON socials USING gin (search_text gin_trgm_ops);
CREATE INDEX socials_created_by_idx ON socials (created_by_id);

CREATE OR REPLACE VIEW entry_countries AS
  SELECT c.id AS country_id FROM countries c
  WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.country_id = c.id)
     OR EXISTS (SELECT 1 FROM homes h WHERE h.country_id = c.id)
     OR EXISTS (SELECT 1 FROM socials s WHERE s.country_id = c.id);
