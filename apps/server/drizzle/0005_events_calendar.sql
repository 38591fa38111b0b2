CREATE TABLE "calendar_feeds" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"reminder_hour" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"user_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_jobs_company_id_day_user_id_pk" PRIMARY KEY("company_id","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "duration" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "adresa" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "assignees" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reminder_jobs_due_idx" ON "reminder_jobs" USING btree ("due_at") WHERE "reminder_jobs"."sent_at" is null;--> statement-breakpoint
UPDATE "events" SET "duration" = 1440 - (substr("time", 1, 2)::int * 60 + substr("time", 4, 2)::int) WHERE CASE WHEN "time" ~ '^\d\d:\d\d$' THEN substr("time", 1, 2)::int * 60 + substr("time", 4, 2)::int > 1380 ELSE false END;--> statement-breakpoint
UPDATE "events" SET "assignees" = ARRAY["assignee"] WHERE "assignee" > 0;--> statement-breakpoint
UPDATE "events" SET "field_versions" = ("field_versions" - 'assignee') || jsonb_build_object('assignees', "field_versions" -> 'assignee') WHERE "field_versions" ? 'assignee';--> statement-breakpoint
UPDATE "events" SET "field_users" = ("field_users" - 'assignee') || jsonb_build_object('assignees', "field_users" -> 'assignee') WHERE "field_users" ? 'assignee';--> statement-breakpoint
UPDATE "events" SET "lost" = (SELECT coalesce(jsonb_agg(l), '[]'::jsonb) FROM jsonb_array_elements("lost") l WHERE l ->> 'field' <> 'assignee') WHERE jsonb_path_exists("lost", '$[*] ? (@.field == "assignee")');--> statement-breakpoint
WITH "renumbered" AS (
	SELECT e."company_id", e."id", c."version" + row_number() OVER (PARTITION BY e."company_id" ORDER BY e."version", e."id") AS "v"
	FROM "events" e JOIN "companies" c ON c."id" = e."company_id"
	WHERE e."erased_at" IS NULL
)
UPDATE "events" SET "version" = r."v" FROM "renumbered" r WHERE "events"."company_id" = r."company_id" AND "events"."id" = r."id";--> statement-breakpoint
UPDATE "companies" SET "version" = m."v" FROM (SELECT "company_id", max("version") AS "v" FROM "events" GROUP BY "company_id") m WHERE m."company_id" = "companies"."id" AND m."v" > "companies"."version";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "assignee";