CREATE TABLE "applied_mutations" (
	"company_id" integer NOT NULL,
	"mutation_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applied_mutations_company_id_mutation_id_pk" PRIMARY KEY("company_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
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
	"name" text DEFAULT '' NOT NULL,
	"adresa" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_digits" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "clients_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
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
	"name" text DEFAULT '' NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"editor" integer DEFAULT 0 NOT NULL,
	"projectid" bigint DEFAULT 0 NOT NULL,
	"project" text DEFAULT '' NOT NULL,
	"smeta_exclude" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "drafts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "events" (
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
	"date" text DEFAULT '' NOT NULL,
	"time" text DEFAULT '' NOT NULL,
	"client" bigint DEFAULT 0 NOT NULL,
	"project" bigint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"assignee" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "id_block_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_blocks" (
	"company_id" integer NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"next_id" bigint,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_blocks_company_id_from_id_pk" PRIMARY KEY("company_id","from_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
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
	"name" text DEFAULT '' NOT NULL,
	"clientid" bigint DEFAULT 0 NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"draft_count" integer DEFAULT 0 NOT NULL,
	"editor" integer DEFAULT 0 NOT NULL,
	"status_payment" integer DEFAULT 0 NOT NULL,
	"status_worked" integer DEFAULT 0 NOT NULL,
	"project_manager" integer DEFAULT 0 NOT NULL,
	"client_properties" jsonb DEFAULT '{"phone":"","notes":""}'::jsonb NOT NULL,
	CONSTRAINT "projects_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "smety" (
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
	"uid" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"clientid" bigint DEFAULT 0 NOT NULL,
	"projectid" bigint DEFAULT 0 NOT NULL,
	"draftid" bigint DEFAULT 0 NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "smety_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "smetymontazh" (
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
	"uid" text DEFAULT '' NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"clientid" bigint DEFAULT 0 NOT NULL,
	"projectid" bigint DEFAULT 0 NOT NULL,
	"draftid" bigint DEFAULT 0 NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "smetymontazh_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"purged_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clients_version_idx" ON "clients" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "clients_deleted_idx" ON "clients" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "drafts_version_idx" ON "drafts" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "drafts_project_idx" ON "drafts" USING btree ("company_id","projectid");--> statement-breakpoint
CREATE INDEX "drafts_deleted_idx" ON "drafts" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "events_version_idx" ON "events" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "events_deleted_idx" ON "events" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "projects_version_idx" ON "projects" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("company_id","clientid");--> statement-breakpoint
CREATE INDEX "projects_deleted_idx" ON "projects" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "smety_version_idx" ON "smety" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "smety_client_idx" ON "smety" USING btree ("company_id","clientid");--> statement-breakpoint
CREATE INDEX "smety_deleted_idx" ON "smety" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "smetymontazh_version_idx" ON "smetymontazh" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "smetymontazh_client_idx" ON "smetymontazh" USING btree ("company_id","clientid");--> statement-breakpoint
CREATE INDEX "smetymontazh_deleted_idx" ON "smetymontazh" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "statuses_company_idx" ON "statuses" USING btree ("company_id","group","sort");