CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"message" text,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "payment_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_car" ON "reservations" USING btree ("car_id") WHERE "reservations"."status" in ('pending', 'confirmed');