-- Imported creators have no audience data: the column holds null for "unknown" instead of a made-up split (docs/decisions/0017).
ALTER TABLE "creators" ALTER COLUMN "audience" DROP NOT NULL;--> statement-breakpoint
-- Imports before 0017 wrote { countries: { <home>: 1 }, languages: { <lang>: 1 }, age: {}, gender: 0/0/0 }: all the audience at
-- home, speaking one language, which matching and the audience filters then took as measured. The generated demo data always
-- has age buckets, so this shape is only ever the invented one.
UPDATE "creators" SET "audience" = NULL
WHERE "audience" -> 'age' = '{}'::jsonb AND "audience" -> 'gender' = '{"male": 0, "other": 0, "female": 0}'::jsonb;
