-- The operator's site search reads trigram indexes (pg_trgm: a contrib extension PostgreSQL ships and
-- PGlite loads, pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "domains_host_trigrams" ON "domains" USING gin ("host" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "websites_name_trigrams" ON "websites" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "websites_slug_trigrams" ON "websites" USING gin ("slug" gin_trgm_ops) WITH (fastupdate=false);