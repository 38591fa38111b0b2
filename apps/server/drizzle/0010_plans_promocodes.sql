CREATE TABLE "promocodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"tariff_id" integer,
	"ends" date NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promocodes_code_uq" ON "promocodes" USING btree ("code");
--> statement-breakpoint
CREATE TABLE "promocode_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promocode_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promocode_uses_uq" ON "promocode_uses" USING btree ("promocode_id","company_id");
--> statement-breakpoint
CREATE TABLE "promocode_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promocode_attempts_company_idx" ON "promocode_attempts" USING btree ("company_id","at");
--> statement-breakpoint
ALTER TABLE "platform_payments" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "platform_payments" ADD COLUMN "promocode_use_id" integer;
