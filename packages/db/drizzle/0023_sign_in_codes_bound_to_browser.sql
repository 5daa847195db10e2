ALTER TABLE "garage_sign_in_codes" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "garage_sign_in_codes" ADD COLUMN "code_length" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_codes" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_codes" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_codes" ADD COLUMN "code_length" integer DEFAULT 6 NOT NULL;