-- Strict idempotency keys (issue 24): what a keyed order asked for, hashed, so that the same key with
-- another order is refused. Orders placed before it have none and keep answering their key as before.
ALTER TABLE "orders" ADD COLUMN "request_hash" text;
