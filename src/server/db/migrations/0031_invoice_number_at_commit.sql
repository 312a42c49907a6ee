ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
-- An invoice's or credit note's number is taken as the transaction that issued it commits (decision
-- 082): under the lock of its sequence row, as before, but held only for the commit itself, never
-- while the issuing transaction still talks with the application. A rolled-back transaction takes no
-- number; `SET CONSTRAINTS invoices_take_number IMMEDIATE` numbers the documents at once where the
-- transaction itself needs their numbers.
CREATE OR REPLACE FUNCTION invoices_take_number() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  taken integer;
BEGIN
  INSERT INTO invoice_sequences (kind, year, last_number) VALUES (NEW.kind, NEW.year, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_number = invoice_sequences.last_number + 1
    RETURNING last_number INTO taken;
  UPDATE invoices SET number = taken WHERE id = NEW.id AND number IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'invoice % cannot take number %: it is gone or numbered already', NEW.id, taken;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_take_number" AFTER INSERT ON "invoices"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.number IS NULL) EXECUTE FUNCTION invoices_take_number();
