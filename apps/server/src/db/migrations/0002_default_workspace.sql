-- The one workspace that exists until accounts do; every tenant-owned row points to it.
INSERT INTO "workspaces" ("id", "name") VALUES ('00000000-0000-4000-8000-000000000001', 'Default workspace') ON CONFLICT DO NOTHING;
