CREATE TABLE "project_totals" (
	"company_id" integer NOT NULL,
	"project" bigint NOT NULL,
	"installer_pay" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_totals_company_id_project_pk" PRIMARY KEY("company_id","project")
);
--> statement-breakpoint
CREATE SEQUENCE "payouts_id_seq";
--> statement-breakpoint
CREATE INDEX "smety_project_idx" ON "smety" USING btree ("company_id","projectid");
--> statement-breakpoint
CREATE INDEX "smetymontazh_project_idx" ON "smetymontazh" USING btree ("company_id","projectid");
--> statement-breakpoint
CREATE INDEX "events_project_idx" ON "events" USING btree ("company_id","project");
