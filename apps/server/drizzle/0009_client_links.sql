ALTER TABLE "client_links" ADD COLUMN "smeta_kind" text DEFAULT 'smeta' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client_links" ALTER COLUMN "snapshot" DROP NOT NULL;
--> statement-breakpoint
CREATE INDEX "client_links_company_document_idx" ON "client_links" USING btree ("company_id","document_id");
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("company_id","user_id","read_at");
