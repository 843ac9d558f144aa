-- The language a person reads the product in: their pages on every device, and the emails and
-- notifications written to them. Checked by the application against the languages it speaks, so
-- that adding a language needs no migration.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;
