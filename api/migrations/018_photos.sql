-- Photos as proof: a posted policy, a product label, the cleaning products, the space. Signed-in
-- people add them to an entry of any kind (and to their own review of it); the files live in the
-- photo store (a folder under DATA_DIR, or S3) as photos/{key}/{thumb|screen|large}.webp, and this
-- row is what makes them a photo. Photos name their entry by kind (the REST collection) and id, and
-- their review by id within that kind's review table; the API deletes them with the entry or the
-- review (rows in the same transaction, files after it), and with their uploader's account.
CREATE TABLE photos (
  id serial PRIMARY KEY,
  key uuid NOT NULL UNIQUE,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  review_id integer,
  -- Set null only if an account were removed some other way: deleting an account deletes its photos.
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  caption text NOT NULL,
  shows text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  placeholder text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
-- An entry's photos newest first (its page, its list row's cover and count).
CREATE INDEX photos_entry_idx ON photos (entry_kind, entry_id, created_date DESC, id DESC);
-- A review's photos.
CREATE INDEX photos_review_idx ON photos (entry_kind, review_id, created_date DESC, id DESC) WHERE review_id IS NOT NULL;
-- A person's photos: the daily limit, their export, their account's deletion.
CREATE INDEX photos_created_by_idx ON photos (created_by_id, created_date DESC);

-- Reports of a photo are reports too (the same queue, the same daily limit): they name the photo,
-- and its entry as entry_kind and entry_id. Deleting a photo resolves its open reports first;
-- resolved ones keep their row, the photo unset.
ALTER TABLE reports ADD COLUMN photo_id integer REFERENCES photos (id) ON DELETE SET NULL;
CREATE INDEX reports_photo_idx ON reports (photo_id) WHERE photo_id IS NOT NULL;
