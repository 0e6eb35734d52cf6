-- Catalogue search: pg_trgm (trigram indexes for fuzzy matching) and fuzzystrmatch (edit distance
-- for misspelt search words). Both are trusted extensions, shipped with PostgreSQL's contrib and
-- with PGlite (loaded in platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
