-- The language the site speaks to a person (domain `languages.ts`), on every device and in their mail.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es', 'de'));
