CREATE TABLE "lead_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"staff_user_id" uuid,
	"address" text,
	"subject" text,
	"body" text DEFAULT '' NOT NULL,
	"outcome" text,
	"external_id" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"assigned_staff_user_id" uuid,
	"created_by_staff_user_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_assigned_staff_user_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminders" ADD CONSTRAINT "lead_reminders_created_by_staff_user_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_messages_lead" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_messages_external" ON "lead_messages" USING btree ("website_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_messages_client_key" ON "lead_messages" USING btree ("lead_id","client_key");--> statement-breakpoint
CREATE INDEX "lead_reminders_lead" ON "lead_reminders" USING btree ("lead_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_reminders_due" ON "lead_reminders" USING btree ("due_at") WHERE "lead_reminders"."notified_at" is null and "lead_reminders"."done_at" is null;--> statement-breakpoint
-- Leads answered before contact was recorded: a status that says the shopper was contacted
-- stands for the contact, at the time the status first moved on.
UPDATE "leads" SET "first_contacted_at" = "first_responded_at" WHERE "first_responded_at" IS NOT NULL AND "status" IN ('contacted', 'appointment', 'sold');
