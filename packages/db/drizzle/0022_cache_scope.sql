CREATE TABLE "cache_tag_expiries" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_identity" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_identity_one_row" CHECK ("database_identity"."singleton")
);
--> statement-breakpoint
CREATE INDEX "cache_tag_expiries_expired_at" ON "cache_tag_expiries" USING btree ("expired_at_ms");--> statement-breakpoint
INSERT INTO "database_identity" DEFAULT VALUES;
