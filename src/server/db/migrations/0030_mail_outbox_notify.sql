-- A mail written to the outbox, by any path, tells every API process through the change feed's channel,
-- so that the job queue sends it at once rather than at its next minute (decision 078). One
-- notification per transaction: PostgreSQL folds identical payloads and sends them at commit.
CREATE OR REPLACE FUNCTION mail_outbox_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'mail');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_written" AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION mail_outbox_written();
