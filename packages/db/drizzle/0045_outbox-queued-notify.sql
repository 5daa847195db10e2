CREATE FUNCTION "outbox_queued_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered when the inserting transaction commits; one per transaction however many rows.
  PERFORM pg_notify('outbox_queued', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outbox_queued" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_queued_notify"();
