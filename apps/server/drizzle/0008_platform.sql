CREATE TABLE "platform_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"actor_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_events_at_idx" ON "platform_events" USING btree ("created_at","id");
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "blocked_reason" text;
--> statement-breakpoint
CREATE TABLE "platform_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"months" integer NOT NULL,
	"amount" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"confirmation_url" text,
	"plan_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_payments_provider_uq" ON "platform_payments" USING btree ("provider_id");
--> statement-breakpoint
CREATE INDEX "platform_payments_company_idx" ON "platform_payments" USING btree ("company_id","id");
