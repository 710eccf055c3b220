-- Watching an area (domain `areas.ts`): a place's position and a radius, the kinds of place, and
-- whether only places meeting the person's needs count. `area` is the circle's bounding box on the
-- earth (earth_box), so the areas around a new place are found through its GiST index, as the lists
-- find the places within a radius; the exact distance is then checked on those few. Gone with the
-- person's account.
CREATE TABLE area_watches (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  radius_km integer NOT NULL CHECK (radius_km BETWEEN 1 AND 200),
  kinds text[] NOT NULL,
  meets_needs boolean NOT NULL DEFAULT false,
  area public.cube NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX area_watches_user_idx ON area_watches (user_id, id);
CREATE INDEX area_watches_area_idx ON area_watches USING gist (area);
