ALTER TABLE "refresh_tokens" ADD COLUMN "successor_jti" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "attempt_key_hash" text;