-- A creator's language is unknown when nobody gave it: an imported file without a language column no longer makes
-- everyone English (docs/decisions/0017). Filters on a language leave unknown ones out; profiles say "unknown".
ALTER TABLE "creators" ALTER COLUMN "language" DROP NOT NULL;
