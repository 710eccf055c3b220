-- Fragrance-free accommodations (domain/src/accommodations.ts): the keys an entry offers, and the
-- keys each reviewer found true on their visit. "Has all of these" is `accommodations @> $1`, which
-- the GIN index answers.
ALTER TABLE businesses ADD COLUMN accommodations text[] NOT NULL DEFAULT '{}';
CREATE INDEX businesses_accommodations_idx ON businesses USING gin (accommodations);
ALTER TABLE business_reviews ADD COLUMN confirmed_accommodations text[] NOT NULL DEFAULT '{}';

ALTER TABLE homes ADD COLUMN accommodations text[] NOT NULL DEFAULT '{}';
CREATE INDEX homes_accommodations_idx ON homes USING gin (accommodations);
ALTER TABLE home_reviews ADD COLUMN confirmed_accommodations text[] NOT NULL DEFAULT '{}';

ALTER TABLE products ADD COLUMN accommodations text[] NOT NULL DEFAULT '{}';
CREATE INDEX products_accommodations_idx ON products USING gin (accommodations);
ALTER TABLE product_reviews ADD COLUMN confirmed_accommodations text[] NOT NULL DEFAULT '{}';

ALTER TABLE socials ADD COLUMN accommodations text[] NOT NULL DEFAULT '{}';
CREATE INDEX socials_accommodations_idx ON socials USING gin (accommodations);
