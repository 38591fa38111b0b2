CREATE TABLE "doc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"body" jsonb NOT NULL,
	"seed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "doc_templates_company_seed_idx" ON "doc_templates" USING btree ("company_id","seed");--> statement-breakpoint
CREATE INDEX "doc_templates_company_idx" ON "doc_templates" USING btree ("company_id","kind");--> statement-breakpoint
CREATE TABLE "doc_counters" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "doc_counters_company_id_kind_year_pk" PRIMARY KEY("company_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"template_id" integer NOT NULL,
	"project_id" bigint NOT NULL,
	"project_name" text NOT NULL,
	"client_id" bigint NOT NULL,
	"client_name" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"estimate" jsonb,
	"total" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_company_number_idx" ON "documents" USING btree ("company_id","kind","year","serial");--> statement-breakpoint
CREATE INDEX "documents_company_project_idx" ON "documents" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token" text NOT NULL,
	"project_id" bigint NOT NULL,
	"smeta_id" bigint DEFAULT 0 NOT NULL,
	"document_id" integer,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"comment" text,
	"commented_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_links_token_idx" ON "client_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "client_links_company_project_idx" ON "client_links" USING btree ("company_id","project_id");
