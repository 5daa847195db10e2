ALTER TABLE "range_models" ADD COLUMN "manufacturer_body2" text;--> statement-breakpoint
ALTER TABLE "range_models" ADD COLUMN "manufacturer_body3" text;--> statement-breakpoint
ALTER TABLE "range_models" ADD COLUMN "aftermarket_manufacturer_id" integer;--> statement-breakpoint
-- docs/decisions/0024: settings that nothing read are cleared from stored sites, so that a later
-- settings PATCH (validated as a whole) is not refused for a key the dealer never sent.
UPDATE "websites" SET "settings" = ("settings" - 'address')
  #- '{manufacturer,id}' #- '{manufacturer,slug}'
  #- '{features,autobot}' #- '{features,dealercell}' #- '{features,dealerstudio}' #- '{features,impel}'
  #- '{search,host}' #- '{search,key}'
  #- '{branding,logoThumbUrl}'
  #- '{commerce,paymentProvider}';
