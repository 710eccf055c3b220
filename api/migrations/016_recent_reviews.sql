-- The home page's recently reviewed places (GET /highlights): the newest reviews of each kind are
-- read from the front of an index, however many reviews there are.
CREATE INDEX business_reviews_newest_idx ON business_reviews (created_date DESC, id DESC);
CREATE INDEX home_reviews_newest_idx ON home_reviews (created_date DESC, id DESC);
