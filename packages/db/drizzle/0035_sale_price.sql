ALTER TABLE "cars" ADD COLUMN "sold_price" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sale_price" integer;