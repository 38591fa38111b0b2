CREATE TABLE "calc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'руб.' NOT NULL,
	"schema" integer DEFAULT 2 NOT NULL,
	"sales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calculators" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"template_id" integer,
	"default" smallint DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'руб.' NOT NULL,
	"schema" integer DEFAULT 2 NOT NULL,
	"sales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" bigint DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"installer_price" numeric(14, 2),
	"cost_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smeta_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calc_templates_company_idx" ON "calc_templates" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "calculators_company_idx" ON "calculators" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "calculators_default_uq" ON "calculators" USING btree ("company_id") WHERE "calculators"."default" = 1;--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_project_idx" ON "expenses" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("company_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "price_items_uid_uq" ON "price_items" USING btree ("company_id","uid");--> statement-breakpoint
CREATE INDEX "price_items_sort_idx" ON "price_items" USING btree ("company_id","sort","id");--> statement-breakpoint
CREATE INDEX "price_items_category_idx" ON "price_items" USING btree ("company_id","category");--> statement-breakpoint
CREATE INDEX "smeta_templates_company_idx" ON "smeta_templates" USING btree ("company_id","id");