CREATE TABLE "garage_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garage_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_users" ADD COLUMN "alerts_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_sessions" ADD CONSTRAINT "garage_sessions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_sessions" ADD CONSTRAINT "garage_sessions_user_id_garage_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."garage_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_sign_in_codes" ADD CONSTRAINT "garage_sign_in_codes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_sessions_user" ON "garage_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "garage_sign_in_codes_website_email" ON "garage_sign_in_codes" USING btree ("website_id","email","created_at");