-- "Safe for me": what each person needs at each kind of place, and what they react to (domain
-- `needs.ts`). Health information: one row per person who chose any, read only by its owner, gone
-- with the account (ON DELETE CASCADE), cleared by deleting the row.
CREATE TABLE user_needs (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  businesses text[] NOT NULL DEFAULT '{}',
  homes text[] NOT NULL DEFAULT '{}',
  products text[] NOT NULL DEFAULT '{}',
  socials text[] NOT NULL DEFAULT '{}',
  sensitivities text[] NOT NULL DEFAULT '{}',
  show_with_reviews boolean NOT NULL DEFAULT false,
  modified_date timestamptz NOT NULL DEFAULT now()
);
