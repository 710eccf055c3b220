-- Accounts, their roles, refresh-token sessions and the outgoing mail log.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text,
  address1 text,
  address2 text,
  city text,
  state_id integer REFERENCES states (id),
  country_id integer REFERENCES countries (id),
  postal_code text,
  phone_number text,
  website text,
  latitude double precision,
  longitude double precision,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_name_trgm_idx ON users USING gin (lower(coalesce(name, '')) gin_trgm_ops);
CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops);
CREATE INDEX users_state_idx ON users (state_id);
CREATE INDEX users_country_idx ON users (country_id);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN')),
  PRIMARY KEY (user_id, role)
);

-- One row per refresh token ever issued; only its SHA-256 is kept. A family is one login:
-- presenting a rotated token after the grace period revokes the whole family.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
