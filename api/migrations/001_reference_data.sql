-- Reference data: countries and their states/provinces (seeded from the country-state-city
-- dataset at start) and the type lists of spec section 3 (seeded below).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE countries (
  id serial PRIMARY KEY,
  iso_code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE states (
  id serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  iso_code text NOT NULL,
  name text NOT NULL,
  UNIQUE (country_id, iso_code)
);
CREATE INDEX states_country_name_idx ON states (country_id, name);

CREATE TABLE business_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE home_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE product_categories (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE product_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  product_category_id integer NOT NULL REFERENCES product_categories (id),
  UNIQUE (product_category_id, name)
);
CREATE INDEX product_types_category_idx ON product_types (product_category_id);
CREATE TABLE entity_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE support_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE user_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE social_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE frequency_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);

INSERT INTO business_types (id, name) VALUES
  (1, 'Restaurant'), (2, 'Cafe'), (3, 'Grocery Store'), (4, 'Hair Salon'), (5, 'Barber'),
  (6, 'Dentist'), (7, 'Medical Clinic'), (8, 'Pharmacy'), (9, 'Hotel'), (10, 'Gym / Fitness'),
  (11, 'Yoga Studio'), (12, 'Spa / Massage'), (13, 'Retail Store'), (14, 'Bookstore'),
  (15, 'Dry Cleaner / Laundry'), (16, 'Veterinarian'), (17, 'Library'), (18, 'Place of Worship'),
  (19, 'Office / Coworking'), (20, 'Other');

INSERT INTO home_types (id, name) VALUES
  (1, 'House'), (2, 'Apartment'), (3, 'Condo'), (4, 'Townhouse'), (5, 'Cabin'), (6, 'Cottage'),
  (7, 'Room in a Home'), (8, 'Studio'), (9, 'RV / Camper'), (10, 'Other');

INSERT INTO product_categories (id, name) VALUES
  (1, 'Personal Care'), (2, 'Hair Care'), (3, 'Cosmetics'), (4, 'Laundry'), (5, 'Household Cleaning'),
  (6, 'Baby Care'), (7, 'Pet Care'), (8, 'Home and Air'), (9, 'Other');

INSERT INTO product_types (id, name, product_category_id) VALUES
  (1, 'Soap and Body Wash', 1), (2, 'Deodorant', 1), (3, 'Lotion and Moisturizer', 1),
  (4, 'Sunscreen', 1), (5, 'Toothpaste and Oral Care', 1), (6, 'Shaving', 1),
  (7, 'Shampoo', 2), (8, 'Conditioner', 2), (9, 'Hair Styling', 2), (10, 'Hair Color', 2),
  (11, 'Makeup', 3), (12, 'Skin Care', 3), (13, 'Nail Care', 3),
  (14, 'Laundry Detergent', 4), (15, 'Fabric Softener', 4), (16, 'Dryer Sheets and Balls', 4), (17, 'Stain Remover', 4),
  (18, 'All-Purpose Cleaner', 5), (19, 'Dish Soap', 5), (20, 'Dishwasher Detergent', 5), (21, 'Glass Cleaner', 5),
  (22, 'Diapers', 6), (23, 'Baby Wipes', 6), (24, 'Baby Wash and Shampoo', 6),
  (25, 'Pet Shampoo', 7), (26, 'Cat Litter', 7),
  (27, 'Candles', 8), (28, 'Air Purifier', 8), (29, 'Trash Bags', 8),
  (30, 'Other', 9);

INSERT INTO entity_types (id, name) VALUES
  (1, 'Business'), (2, 'Product'), (3, 'Home'), (4, 'Review'), (5, 'Social Group'), (6, 'User'), (7, 'Other');

INSERT INTO support_types (id, name) VALUES
  (1, 'Incorrect Information'), (2, 'Moderation Request'), (3, 'Delete Request'), (4, 'Suggestion'),
  (5, 'Bug Report'), (6, 'Account Help'), (7, 'Other');

INSERT INTO user_types (id, name) VALUES (1, 'Member'), (2, 'Moderator'), (3, 'Administrator');

INSERT INTO social_types (id, name) VALUES (1, 'In Person'), (2, 'Online'), (3, 'Hybrid');

INSERT INTO frequency_types (id, name) VALUES
  (1, 'Weekly'), (2, 'Every Two Weeks'), (3, 'Monthly'), (4, 'Quarterly'), (5, 'Yearly'), (6, 'Irregular');

-- The countries that at least one entry uses (usedCountryList). Each entry kind's migration
-- redefines this view to add its table.
CREATE VIEW entry_countries AS
  SELECT NULL::integer AS country_id WHERE false;
