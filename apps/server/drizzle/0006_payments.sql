CREATE TABLE "payments" (
	"company_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"erased_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_users" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lost" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"method" text DEFAULT 'nal' NOT NULL,
	"kind" text DEFAULT 'predoplata' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"company_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"erased_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer DEFAULT 0 NOT NULL,
	"field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_users" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lost" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"installer" integer DEFAULT 0 NOT NULL,
	"project" bigint DEFAULT 0 NOT NULL,
	"event" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "payments_version_idx" ON "payments" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "payments_project_idx" ON "payments" USING btree ("company_id","project");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "payments_deleted_idx" ON "payments" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "payouts_version_idx" ON "payouts" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "payouts_installer_idx" ON "payouts" USING btree ("company_id","installer");--> statement-breakpoint
CREATE INDEX "payouts_project_idx" ON "payouts" USING btree ("company_id","project");--> statement-breakpoint
CREATE INDEX "payouts_date_idx" ON "payouts" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "payouts_deleted_idx" ON "payouts" USING btree ("company_id","deleted_at");
