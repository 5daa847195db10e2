CREATE TABLE "sending_domains" (
	"website_id" integer NOT NULL,
	"domain" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "sending_domains_website_id_domain_pk" PRIMARY KEY("website_id","domain")
);
--> statement-breakpoint
ALTER TABLE "sending_domains" ADD CONSTRAINT "sending_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;