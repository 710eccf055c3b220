-- Information people can trust: dated confirmations and disputes of accommodations, reports of a
-- change, a history of every entry, helpful votes on reviews, and confirmed email addresses.
-- Checks, reports and revisions name their entry by kind (the REST collection, e.g. businesses)
-- and id; the API deletes them with the entry, in the same transaction.

-- Accommodations. A person's verdict on each accommodation of an entry: `holds` true confirms it,
-- false disputes it. Written by a review (`review_id`, replaced when the review changes and gone
-- with it) or by "Still true?" (no review). Each entry keeps the summary its pages and lists show:
-- `accommodation_status` ([{key, confirmations, disputes, lastConfirmed}], counting each person's
-- latest verdict since the key was last added, from confirmed accounts only),
-- `accommodation_since` ({key: when it was last added}) and `last_confirmed_date` (the newest
-- confirmation of any accommodation it lists), which the "confirmed recently" filter and the "most
-- recently confirmed" order read from an index.
CREATE TABLE accommodation_checks (
  id bigserial PRIMARY KEY,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  accommodation text NOT NULL,
  holds boolean NOT NULL,
  review_id integer,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accommodation_checks_entry_idx ON accommodation_checks (entry_kind, entry_id, accommodation, user_id, created_date DESC);
CREATE INDEX accommodation_checks_user_idx ON accommodation_checks (user_id, entry_kind, entry_id, created_date DESC);
CREATE INDEX accommodation_checks_review_idx ON accommodation_checks (entry_kind, review_id) WHERE review_id IS NOT NULL;

ALTER TABLE business_reviews ADD COLUMN disputed_accommodations text[] NOT NULL DEFAULT '{}';
ALTER TABLE home_reviews ADD COLUMN disputed_accommodations text[] NOT NULL DEFAULT '{}';
ALTER TABLE product_reviews ADD COLUMN disputed_accommodations text[] NOT NULL DEFAULT '{}';

-- Every entry kind: the accommodations' summary, and whether it closed permanently (or was merged
-- into another entry of its kind).
ALTER TABLE businesses
  ADD COLUMN accommodation_status jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN accommodation_since jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN last_confirmed_date timestamptz,
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN merged_into_id integer REFERENCES businesses (id) ON DELETE SET NULL;
ALTER TABLE homes
  ADD COLUMN accommodation_status jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN accommodation_since jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN last_confirmed_date timestamptz,
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN merged_into_id integer REFERENCES homes (id) ON DELETE SET NULL;
ALTER TABLE products
  ADD COLUMN accommodation_status jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN accommodation_since jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN last_confirmed_date timestamptz,
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN merged_into_id integer REFERENCES products (id) ON DELETE SET NULL;
ALTER TABLE socials
  ADD COLUMN accommodation_status jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN accommodation_since jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN last_confirmed_date timestamptz,
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN merged_into_id integer REFERENCES socials (id) ON DELETE SET NULL;

CREATE INDEX businesses_confirmed_idx ON businesses (last_confirmed_date DESC NULLS LAST, id DESC);
CREATE INDEX homes_confirmed_idx ON homes (last_confirmed_date DESC NULLS LAST, id DESC);
CREATE INDEX products_confirmed_idx ON products (last_confirmed_date DESC NULLS LAST, id DESC);
CREATE INDEX socials_confirmed_idx ON socials (last_confirmed_date DESC NULLS LAST, id DESC);

-- Reports of a change: preset reasons (domain), an optional text, and a moderator's resolution.
-- The reporter is mailed the outcome.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  reason text NOT NULL,
  text text,
  status text NOT NULL DEFAULT 'open',
  resolution text,
  note text,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  resolved_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  resolved_date timestamptz
);
CREATE INDEX reports_open_idx ON reports (created_date, id) WHERE status = 'open';
CREATE INDEX reports_entry_idx ON reports (entry_kind, entry_id, created_date DESC);
CREATE INDEX reports_created_by_idx ON reports (created_by_id, created_date DESC);

-- The history of every entry: one revision per change (created, edited, closed, reopened, merged,
-- reverted), who made it, each changed field before and after, and the entry's fields after it
-- (what a revert restores).
CREATE TABLE revisions (
  id serial PRIMARY KEY,
  entry_kind text NOT NULL,
  entry_id integer NOT NULL,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '[]',
  snapshot jsonb NOT NULL,
  reverted_to integer,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revisions_entry_idx ON revisions (entry_kind, entry_id, id DESC);
CREATE INDEX revisions_actor_idx ON revisions (actor_id);

-- "Helpful" votes: one per person per review, never on one's own (checked by the API).
ALTER TABLE business_reviews ADD COLUMN helpful_count integer NOT NULL DEFAULT 0;
ALTER TABLE home_reviews ADD COLUMN helpful_count integer NOT NULL DEFAULT 0;
ALTER TABLE product_reviews ADD COLUMN helpful_count integer NOT NULL DEFAULT 0;
CREATE TABLE business_review_votes (
  review_id integer NOT NULL REFERENCES business_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE TABLE home_review_votes (
  review_id integer NOT NULL REFERENCES home_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE TABLE product_review_votes (
  review_id integer NOT NULL REFERENCES product_reviews (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX business_review_votes_user_idx ON business_review_votes (user_id);
CREATE INDEX home_review_votes_user_idx ON home_review_votes (user_id);
CREATE INDEX product_review_votes_user_idx ON product_review_votes (user_id);
CREATE INDEX business_reviews_helpful_idx ON business_reviews (business_id, helpful_count DESC, created_date DESC, id DESC);
CREATE INDEX home_reviews_helpful_idx ON home_reviews (home_id, helpful_count DESC, created_date DESC, id DESC);
CREATE INDEX product_reviews_helpful_idx ON product_reviews (product_id, helpful_count DESC, created_date DESC, id DESC);

-- Confirmed email addresses. Accounts made before this (and the demo and ADMIN_* accounts) count
-- as confirmed; a signup starts unconfirmed and is mailed a single-use link (only its SHA-256 is
-- kept). Until then its reviews and checks count in no rating and no confirmation count.
ALTER TABLE users ADD COLUMN email_confirmed boolean NOT NULL DEFAULT true;
CREATE TABLE email_confirmation_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmation_tokens_user_idx ON email_confirmation_tokens (user_id, created_at DESC);
