-- Companies (makers of products) and products with their reviews. A product's category is kept
-- beside its type so the category filter has its own index.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address1 text,
  address2 text,
  city text,
  state_id integer REFERENCES states (id),
  country_id integer REFERENCES countries (id),
  postal_code text,
  phone_number text,
  email text,
  website text,
  policy boolean NOT NULL DEFAULT false,
  policy_description text,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_name_idx ON companies (lower(name), id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  product_category_id integer NOT NULL REFERENCES product_categories (id),
  product_type_id integer NOT NULL REFERENCES product_types (id),
  manufacturer_link text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  review_count integer NOT NULL DEFAULT 0,
  rating double precision,
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(name || E'\n' || description)) STORED
);
CREATE INDEX products_name_idx ON products (name, id);
CREATE INDEX products_company_name_idx ON products (company_id, name, id);
CREATE INDEX products_category_name_idx ON products (product_category_id, name, id);
CREATE INDEX products_type_name_idx ON products (product_type_id, name, id);
CREATE INDEX products_company_category_name_idx ON products (company_id, product_category_id, name, id);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_created_by_idx ON products (created_by_id);

CREATE TABLE product_reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  comment text,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  modified_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  modified_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, created_by_id)
);
CREATE INDEX product_reviews_list_idx ON product_reviews (product_id, created_date DESC, id DESC);
CREATE INDEX product_reviews_created_by_idx ON product_reviews (created_by_id);
