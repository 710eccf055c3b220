-- Support tickets: filed by any user, handled by moderators. `email` asks for mail on every update.
CREATE TABLE support_tickets (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  entity_id integer,
  entity_type_id integer REFERENCES entity_types (id),
  support_type_id integer NOT NULL REFERENCES support_types (id),
  active boolean NOT NULL DEFAULT true,
  resolution text,
  email boolean NOT NULL DEFAULT false,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(name || E'\n' || coalesce(description, ''))) STORED
);
CREATE INDEX support_tickets_active_name_idx ON support_tickets (active, name, id);
CREATE INDEX support_tickets_type_name_idx ON support_tickets (support_type_id, active, name, id);
CREATE INDEX support_tickets_entity_type_name_idx ON support_tickets (entity_type_id, active, name, id);
CREATE INDEX support_tickets_search_trgm_idx ON support_tickets USING gin (search_text gin_trgm_ops);
CREATE INDEX support_tickets_created_by_idx ON support_tickets (created_by_id);
