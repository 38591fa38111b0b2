ALTER TABLE "project_money" ADD COLUMN "live" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "open_day" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "manager" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "status" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "amount" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "cost" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "pay" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "clientid" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_money" ADD COLUMN "client" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "project_money" m SET "live" = (p.deleted_at IS NULL), "open_day" = p.date, "manager" = p.project_manager,
	"status" = p.status_worked, "amount" = p.amount, "cost" = coalesce(t.cost_price, 0),
	"pay" = coalesce(t.installer_pay, 0), "clientid" = p.clientid, "client" = p.client
FROM projects p LEFT JOIN project_totals t ON t.company_id = p.company_id AND t.project = p.id
WHERE p.company_id = m.company_id AND p.id = m.project;
--> statement-breakpoint
CREATE INDEX "project_money_open_idx" ON "project_money" USING btree ("company_id","open_day");
--> statement-breakpoint
CREATE INDEX "project_money_owing_idx" ON "project_money" USING btree ("company_id","sold_day","project")
	WHERE live and sold_day is not null and amount > paid;
--> statement-breakpoint
CREATE TABLE "project_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"manager" integer NOT NULL,
	"status" integer NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"opened_sold" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sum" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"owing" integer DEFAULT 0 NOT NULL,
	"debt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_days_company_id_day_manager_status_pk" PRIMARY KEY("company_id","day","manager","status")
);
--> statement-breakpoint
CREATE TABLE "job_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"manager" integer NOT NULL,
	"status" integer NOT NULL,
	"installer" integer NOT NULL,
	"pay" bigint DEFAULT 0 NOT NULL,
	"installations" integer DEFAULT 0 NOT NULL,
	"area" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "job_days_company_id_day_manager_status_installer_pk" PRIMARY KEY("company_id","day","manager","status","installer")
);
--> statement-breakpoint
INSERT INTO "project_days" ("company_id", "day", "manager", "status", "opened", "opened_sold", "sold", "sum", "cost", "owing", "debt")
SELECT x.company_id, x.day, x.manager, x.status, sum(x.opened), sum(x.opened_sold), sum(x.sold), sum(x.sum),
	sum(x.cost), sum(x.owing), sum(x.debt)
FROM (
	SELECT m.company_id, m.open_day AS day, m.manager, m.status, 1 AS opened, (m.sold_day IS NOT NULL)::int AS opened_sold,
		0 AS sold, 0::bigint AS sum, 0::bigint AS cost, 0 AS owing, 0::bigint AS debt
	FROM project_money m WHERE m.live
	UNION ALL
	SELECT m.company_id, m.sold_day, m.manager, m.status, 0, 0, 1, m.amount, m.cost, (m.amount > m.paid)::int,
		greatest(m.amount - m.paid, 0)
	FROM project_money m WHERE m.live AND m.sold_day IS NOT NULL
) x
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "job_days" ("company_id", "day", "manager", "status", "installer", "pay", "installations", "area")
SELECT x.company_id, x.day, x.manager, x.status, x.installer, sum(x.pay), sum(x.installations), sum(x.area)
FROM (
	SELECT m.company_id, m.done_day AS day, m.manager, m.status, m.installer, m.pay, 0 AS installations,
		0::numeric AS area
	FROM project_money m
	WHERE m.live AND m.job AND m.installer > 0 AND m.pay > 0 AND m.done_day IS NOT NULL
	UNION ALL
	SELECT m.company_id, e.date, m.manager, m.status, u.id, 0, 1, m.area
	FROM events e CROSS JOIN LATERAL unnest(e.assignees) AS u(id)
	JOIN project_money m ON m.company_id = e.company_id AND m.project = e.project
	WHERE e.deleted_at IS NULL AND e.kind = 'montazh' AND e.status = 'done' AND m.live
) x
GROUP BY 1, 2, 3, 4, 5;
